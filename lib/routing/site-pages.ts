/**
 * The shapes of the site's pages and route handlers (under app/(site)/[locale]: an article's share image),
 * without their language prefix.
 *
 * The proxy answers any other path itself, before Next routes it: with the new path of the CMS redirect
 * table, or with the prerendered not-found screen of the path's language and the status 404. Next's own
 * not-found handling draws the screen of a page that calls notFound() with JavaScript (it sends an empty
 * <body>), while a page served from its cache arrives whole, with its policy and deferred scripts
 * (lib/server/page-policy.mjs). A dynamic segment whose value is unknown (an article that does not
 * exist) is still Next's notFound(). tests/unit/site-pages.test.ts keeps this list equal to the app folder.
 */
import { pageRoutes } from '@/lib/routes';

/** `:value` stands for one dynamic segment. */
const PAGE_SHAPES = [
  ...Object.values(pageRoutes),
  '/404',
  '/search',
  '/blog/:value',
  '/blog/:value/og',
  '/blog/page/:value',
  '/blog/category/:value',
  '/blog/category/:value/page/:value',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PAGE_PATTERN = new RegExp(
  `^(?:${PAGE_SHAPES.map((shape) => shape.split(':value').map(escape).join('[^/]+')).join('|')})$`,
);

/** Whether a path without its language prefix (`/blog/page/2`) is shaped like one of the site's pages. */
export function isSitePageShape(path: string): boolean {
  return PAGE_PATTERN.test(path);
}
