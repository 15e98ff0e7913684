/**
 * schema.org structured data of the site (JSON-LD), built from content and absolute URLs.
 * Rendered by components/seo/JsonLd.
 */
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, siteUrl } from '@/i18n/paths';
import type { Package, Post, SiteConfig } from '@/lib/content';

const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; path: string };

export function breadcrumbList(locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}

export function organization(locale: Locale, config: SiteConfig, description: string) {
  const sameAs = config.contacts.map((c) => c.link).filter((link) => /^https:/i.test(link));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: config.companyName || config.siteName,
    alternateName: config.siteName,
    url: absoluteUrl(locale, '/'),
    logo: `${siteUrl()}/favicon.svg`,
    description,
    ...(config.address ? { address: config.address } : {}),
    ...(config.phoneNumber
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone: config.phoneNumber,
            contactType: 'sales',
            areaServed: 'TH',
            availableLanguage: ['th', 'en'],
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function packageOffers(locale: Locale, packages: Package[], description: (pkg: Package) => string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: packages.map((pkg, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: pkg.name,
        description: description(pkg),
        brand: { '@id': `${siteUrl()}/#organization` },
        offers: {
          '@type': 'Offer',
          price: pkg.price.toFixed(2),
          priceCurrency: 'THB',
          availability: 'https://schema.org/InStock',
          url: absoluteUrl(locale, '/packages'),
        },
      },
    })),
  };
}

export function article(locale: Locale, post: Post, publisher: string) {
  return {
    '@context': CONTEXT,
    '@type': post.type === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: post.title,
    description: post.metaDescription || undefined,
    inLanguage: locale,
    datePublished: post.publishedAt,
    mainEntityOfPage: absoluteUrl(locale, `/blog/${post.path}`),
    ...(post.cover ? { image: new URL(post.cover.url, siteUrl()).toString() } : {}),
    ...(post.metaKeywords ? { keywords: post.metaKeywords } : {}),
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher, '@id': `${siteUrl()}/#organization` },
  };
}

export function faqPage(entries: { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
