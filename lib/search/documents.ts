import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { content, contentSource } from '@/lib/content';
import type { SitePage } from '@/lib/content';
import { plainText } from '@/lib/content/plain-text';
import { SERVICE_PAGES } from '@/lib/page-keys';
import { pageRoutes } from '@/lib/routes';

export const SEARCH_TYPES = ['article', 'faq', 'service', 'package'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchDoc = { id: string; type: SearchType; title: string; text: string; path: string };

/** The words of a service page: its summary, lead, features and key facts. */
function serviceText(page: SitePage): string {
  const service = page.service;
  return [
    service?.summary,
    page.lead,
    ...(service?.features ?? []).flatMap((feature) => [feature.title, feature.text]),
    ...(service?.facts ?? []),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the search finds in one language: published, active articles (title, summary, body), the
 * published FAQ entries and service pages (from the CMS) and the active packages.
 */
export async function searchDocuments(locale: Locale): Promise<SearchDoc[]> {
  // Uncached (published only): the index is its own cache, rebuilt when its tags move (./index-store.ts).
  const source = contentSource();
  const [posts, packages, faq, services, t] = await Promise.all([
    content.searchPosts(locale),
    source.packages(locale),
    source.faqEntries(locale),
    Promise.all(SERVICE_PAGES.map((key) => source.sitePage(locale, key))),
    getTranslations({ locale }),
  ]);
  return [
    ...posts.map((post) => ({
      id: `article:${post.id}`,
      type: 'article' as const,
      title: post.title,
      text: `${post.metaDescription} ${plainText(post.body)}`.trim(),
      path: `${pageRoutes.blog}/${post.path}`,
    })),
    ...faq.map((entry) => ({
      id: `faq:${entry.id}`,
      type: 'faq' as const,
      title: entry.question,
      text: entry.answer,
      path: `${pageRoutes.faq}#faq-${entry.anchor}`,
    })),
    ...services.map((page) => ({
      id: `service:${page.key}`,
      type: 'service' as const,
      title: page.title,
      text: serviceText(page),
      path: pageRoutes[page.key],
    })),
    ...packages.map((pkg) => ({
      id: `package:${pkg.id}`,
      type: 'package' as const,
      title: pkg.name,
      text: t('Search.packageText', { credits: pkg.credits, price: pkg.price }),
      path: pageRoutes.packages,
    })),
  ];
}
