import { createHash } from 'node:crypto';

/** One directive of a Content-Security-Policy (`script-src …`), or '' when absent. */
export function directive(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

/** SHA-256 sources of the inline scripts a browser would run, computed here independently of the server. */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag, body = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(tag) || /\stype="application\/(ld\+)?json"/.test(tag)) continue;
    sources.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}
