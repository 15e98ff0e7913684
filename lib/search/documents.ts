import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { content, contentSource } from '@/lib/content';
import { plainText } from '@/lib/content/plain-text';
import { pageRoutes } from '@/lib/routes';

export const SEARCH_TYPES = ['article', 'faq', 'service', 'package'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchDoc = { id: string; type: SearchType; title: string; text: string; path: string };

/** Service pages with a section of their own in messages/<locale>/services.json. */
const SERVICES = ['smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking'] as const;

/** Every string inside a message subtree, in order. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What the search finds in one language: published, active articles (title, summary, body), the
 * FAQ entries and service pages (their copy is in the messages) and the active packages.
 */
export async function searchDocuments(locale: Locale): Promise<SearchDoc[]> {
  const [posts, packages, t] = await Promise.all([
    content.searchPosts(locale),
    // Uncached: the index is its own cache, rebuilt when its tags move (./index-store.ts).
    contentSource().packages(locale),
    getTranslations({ locale }),
  ]);
  const faq = t.raw('FaqPage.questions') as Record<string, { q: string; a: string }>;
  return [
    ...posts.map((post) => ({
      id: `article:${post.id}`,
      type: 'article' as const,
      title: post.title,
      text: `${post.metaDescription} ${plainText(post.body)}`.trim(),
      path: `${pageRoutes.blog}/${post.path}`,
    })),
    ...Object.entries(faq).map(([key, entry]) => ({
      id: `faq:${key}`,
      type: 'faq' as const,
      title: entry.q,
      text: entry.a,
      path: `${pageRoutes.faq}#faq-${key}`,
    })),
    ...SERVICES.map((key) => ({
      id: `service:${key}`,
      type: 'service' as const,
      title: t(`Pages.${key}.title`),
      text: strings(t.raw(`Services.${key}`)).join(' '),
      path: pageRoutes[key],
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
