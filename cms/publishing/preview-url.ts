/**
 * Which public page shows a document, for the admin's Preview button and Live Preview. The page
 * opens through /api/preview, which checks the staff session and turns on Next's draft mode.
 */
import { isLocale, defaultLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { previewDocRef } from '@/cms/publishing/preview-doc';
import { pageRoutes, type PageKey } from '@/lib/routes';

/** The entry point of previews (app/(payload)/api/preview/route.ts). */
export const PREVIEW_ROUTE = '/api/preview';

type Doc = Record<string, unknown> | null | undefined;

/** Public path (without the locale prefix) of a document of a collection or global, or null. */
export function publicPathOf(entity: string, doc: Doc): string | null {
  switch (entity) {
    case 'posts':
      return typeof doc?.path === 'string' && doc.path ? `/blog/${doc.path}` : '/blog';
    case 'categories':
      return '/blog';
    case 'packages':
    case 'price-ranges':
      return '/packages';
    case 'promotions':
      return '/promotions';
    case 'customers':
    case 'popups':
    case 'config':
      return '/';
    case 'pages':
    case 'legal-pages':
      return typeof doc?.key === 'string' && doc.key in pageRoutes ? pageRoutes[doc.key as PageKey] : null;
    case 'faq-entries':
      return typeof doc?.anchor === 'string' && doc.anchor ? `/faq#faq-${doc.anchor}` : '/faq';
    default:
      return null;
  }
}

/**
 * The preview link of a document in the locale chosen in the admin, or null when no page shows it.
 * It names the document too, so the preview bar can tell whether the page shows it published.
 */
export function previewUrl(entity: string, doc: Doc, locale: string | undefined): string | null {
  const path = publicPathOf(entity, doc);
  if (!path) return null;
  const target: Locale = isLocale(locale) ? locale : defaultLocale;
  const params = new URLSearchParams({ path: localizedPath(target, path) });
  const ref = previewDocRef(entity, doc);
  if (ref) params.set('doc', ref);
  return `${PREVIEW_ROUTE}?${params}`;
}

/** The admin's Preview button of a collection or global (`admin.preview`). */
export function previewFor(entity: string) {
  return (doc: Record<string, unknown>, { locale }: { locale?: string }) => previewUrl(entity, doc, locale);
}
