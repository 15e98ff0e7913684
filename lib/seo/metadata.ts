import type { Metadata } from 'next';

import { ogLocales, type Locale } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/i18n/paths';

type PageMeta = {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** Set for the home page, whose title is the full tagline rather than "X | site". */
  absoluteTitle?: boolean;
  images?: string[];
  type?: 'website' | 'article';
};

/** Title, description, canonical, hreflang alternates and Open Graph data of one page. */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.locale, meta.path);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: { canonical: url, languages: languageAlternates(meta.path) },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      title: meta.title,
      description: meta.description,
      siteName: meta.siteName,
      locale: ogLocales[meta.locale],
      ...(meta.images ? { images: meta.images } : {}),
    },
  };
}
