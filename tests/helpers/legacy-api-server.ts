/**
 * The app's legacy API route handlers behind a real HTTP server on 127.0.0.1 (a free port), reading the
 * Payload instance of the test file. Notes the Authorization and Accept headers it last received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: Request) => Promise<Response>;

export type LegacyApiServer = {
  baseURL: string;
  seen: { authorization?: string; accept?: string };
  close(): Promise<void>;
};

export async function startLegacyApiServer(): Promise<LegacyApiServer> {
  const routes: Record<string, Handler> = {
    '/configApi/v1/getConfig': (await import('@/app/configApi/v1/getConfig/route')).GET,
    '/blogApi/v1/getCategoryList': (await import('@/app/blogApi/v1/getCategoryList/route')).GET,
    '/blogApi/v1/getBlogList': (await import('@/app/blogApi/v1/getBlogList/route')).GET,
    '/blogApi/v1/getBlogDetails': (await import('@/app/blogApi/v1/getBlogDetails/route')).GET,
    '/customerApi/v1/ourCustomers': (await import('@/app/customerApi/v1/ourCustomers/route')).GET,
    '/packageApi/v1/getPackageList': (await import('@/app/packageApi/v1/getPackageList/route')).GET,
    '/popupApi/v1/getPopUp': (await import('@/app/popupApi/v1/getPopUp/route')).GET,
    '/promotionsApi/v1/getPromotionsList': (await import('@/app/promotionsApi/v1/getPromotionsList/route')).GET,
  };
  const seen: LegacyApiServer['seen'] = {};
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.authorization = req.headers.authorization;
    seen.accept = req.headers.accept;
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    void handler(new Request(url)).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
