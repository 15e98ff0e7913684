/**
 * The documents of the page collections built from the texts that left messages/ (./page-texts.json),
 * one set of field values per locale (pure). Used by the migration's data step and checked by
 * tests/unit/page-texts-migration.test.ts against ./message-targets.ts (every moved key lands in its
 * field, in all five languages). Frozen with the migration: the CMS holds the live texts.
 *
 * Rows of lists get ids of their own (`<page>-<list>-<n>`), the same in every locale, so that each
 * translation is written into the rows the Thai document created.
 */
import { locales, type Locale } from '@/i18n/locales';

import texts from './page-texts.json';

type Tree = { [key: string]: string | string[] | Tree };
type Data = Record<string, unknown>;

export type PerLocale = Record<Locale, Data>;
export type PageTexts = { moved: Record<Locale, Tree>; copied: Record<Locale, Tree> };

/**
 * When each legal text last changed in messages/ (git, Bangkok dates), shown as its "last updated"
 * date: the terms on 22 November 2026, the policy and cookies on 25 November (issue 26's lead
 * retention and campaign cookie).
 */
const LEGAL_LAST_UPDATED = {
  policy: '2026-11-25T00:00:00.000+07:00',
  terms: '2026-11-22T00:00:00.000+07:00',
  cookie: '2026-11-25T00:00:00.000+07:00',
} as const;

/** Icons of the home page's "why pick us" reasons, as components/home/WhySection.tsx had them. */
const WHY_ICONS: Record<string, string> = {
  refund: 'refund',
  support: 'clock',
  networks: 'network',
  licence: 'shield',
  uptime: 'server',
  speed: 'bolt',
};

const SERVICE_KEYS = ['smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking'] as const;
const LEGAL_NAMESPACES = { policy: 'PolicyPage', terms: 'TermsPage', cookie: 'CookiePage' } as const;
const SITE_PAGES = [
  'home',
  'aboutUs',
  'services',
  ...SERVICE_KEYS,
  'faq',
  'packages',
  'promotions',
  'paymentMethods',
  'contactUs',
] as const;
/** Pages whose introduction was `<namespace>.lead`. */
const LEADS: Record<string, string> = {
  aboutUs: 'AboutPage',
  faq: 'FaqPage',
  packages: 'PackagesPage',
  promotions: 'PromotionsPage',
  paymentMethods: 'PaymentPage',
  contactUs: 'ContactPage',
};

function node(tree: Tree, path: string): Tree {
  let at: string | string[] | Tree = tree;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || Array.isArray(at) || !(part in at)) throw new Error(`page texts: no ${path}`);
    at = at[part]!;
  }
  if (typeof at !== 'object' || Array.isArray(at)) throw new Error(`page texts: ${path} is not a group`);
  return at;
}

function str(tree: Tree, path: string): string {
  const parent = path.includes('.') ? node(tree, path.slice(0, path.lastIndexOf('.'))) : tree;
  const value = parent[path.slice(path.lastIndexOf('.') + 1)];
  if (typeof value !== 'string') throw new Error(`page texts: ${path} is not a text`);
  return value;
}

function strings(value: string | string[] | Tree | undefined): string[] {
  return Array.isArray(value) ? value : [];
}

/** Rows of a list, built from the keys of a group, with ids shared by every locale. */
function rows(id: string, group: Tree, row: (key: string, value: Tree | string) => Data): Data[] {
  return Object.entries(group).map(([key, value], index) => ({
    id: `${id}-${index}`,
    ...row(key, value as Tree | string),
  }));
}

// -- Lexical (Payload's rich text) ----------------------------------------------------------------

const BLOCK = { format: '', indent: 0, version: 1, direction: 'ltr' } as const;
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
const paragraph = (value: string) => ({
  type: 'paragraph',
  ...BLOCK,
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
});
const heading = (value: string) => ({ type: 'heading', tag: 'h2', ...BLOCK, children: [text(value)] });
const bulletList = (items: string[]) => ({
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  ...BLOCK,
  children: items.map((item, index) => ({ type: 'listitem', value: index + 1, ...BLOCK, children: [text(item)] })),
});

/** `sections.<key>` of title, paragraphs and items → h2, paragraphs and a bulleted list, in order. */
function sectionsToRichText(sections: Tree) {
  const children = Object.values(sections).flatMap((value) => {
    const section = value as Tree;
    const items = strings(section.items);
    return [
      heading(section.title as string),
      ...strings(section.paragraphs).map(paragraph),
      ...(items.length > 0 ? [bulletList(items)] : []),
    ];
  });
  return { root: { type: 'root', ...BLOCK, children } };
}

// -- Pages -----------------------------------------------------------------------------------------

function homeFields(m: Tree): Data {
  const h = (path: string) => str(m, `Home.${path}`);
  return {
    hero: {
      eyebrow: h('hero.eyebrow'),
      lead: h('hero.lead'),
      startingPrice: 0.17,
      // The site makes the price bold itself.
      priceText: h('hero.price').replace(/<strong>\{price\}<\/strong>/, '{price}'),
      points: rows('home-hero-points', node(m, 'Home.hero.points'), (_, value) => ({ text: value })),
      image: { alt: h('hero.imageAlt') },
    },
    why: {
      title: h('why.title'),
      lead: h('why.lead'),
      items: rows('home-why-items', node(m, 'Home.why.items'), (key, value) => ({
        icon: WHY_ICONS[key] ?? 'check',
        title: (value as Tree).title,
        text: (value as Tree).text,
      })),
    },
    services: { title: h('services.title'), lead: h('services.lead') },
    advantages: {
      title: h('advantages.title'),
      items: rows('home-advantages-items', node(m, 'Home.advantages.items'), (_, value) => ({ ...(value as Tree) })),
    },
    steps: {
      title: h('steps.title'),
      items: rows('home-steps-items', node(m, 'Home.steps.items'), (_, value) => ({ ...(value as Tree) })),
    },
    licence: { badge: h('licence.badge'), title: h('licence.title'), text: h('licence.text') },
    trial: { title: h('trial.title'), text: h('trial.text') },
    lists: {
      packages: { title: h('packages.title'), lead: h('packages.lead') },
      customers: { title: h('customers.title') },
      blog: { title: h('blog.title') },
    },
  };
}

function serviceFields(m: Tree, key: string): Data {
  const s = (path: string) => str(m, `Services.${path}`);
  return {
    service: {
      summary: s(`${key}.summary`),
      featuresTitle: s('featuresTitle'),
      features: rows(`${key}-features`, node(m, `Services.${key}.features`), (_, value) => ({ ...(value as Tree) })),
      factsTitle: s('factsTitle'),
      facts: rows(`${key}-facts`, node(m, `Services.${key}.facts`), (_, value) => ({ text: value })),
    },
  };
}

function overviewFields(m: Tree): Data {
  return {
    overview: {
      figures: rows('services-figures', node(m, 'Services.overview.figures'), (_, value) => ({ ...(value as Tree) })),
      api: {
        title: str(m, 'Services.api.title'),
        text: str(m, 'Services.api.text'),
        points: rows('services-api-points', node(m, 'Services.api.points'), (_, value) => ({ text: value })),
      },
    },
  };
}

function sitePage(key: (typeof SITE_PAGES)[number], m: Tree, c: Tree): Data {
  const page = node(m, `Pages.${key}`);
  const service = (SERVICE_KEYS as readonly string[]).includes(key);
  const lead =
    key === 'services'
      ? str(m, 'Services.overview.lead')
      : service
        ? str(m, `Services.${key}.lead`)
        : LEADS[key]
          ? str(m, `${LEADS[key]}.lead`)
          : undefined;
  return {
    title: page.title,
    heading: page.heading,
    ...(lead !== undefined ? { lead } : {}),
    ...(key === 'aboutUs' ? { body: sectionsToRichText(node(m, 'AboutPage.sections')) } : {}),
    ...(key === 'home' ? { home: homeFields(m) } : {}),
    ...(service ? serviceFields(m, key) : {}),
    ...(key === 'services' ? overviewFields(m) : {}),
    ...(key === 'services' || service
      ? { cta: { title: str(m, 'Services.cta.title'), text: str(m, 'Services.cta.text') } }
      : {}),
    seo: {
      // Home's title was the site's tagline, used as it is; the others' was their page name.
      title: key === 'home' ? str(c, 'Metadata.tagline') : page.title,
      description: page.description,
    },
  };
}

function legalPage(key: keyof typeof LEGAL_NAMESPACES, m: Tree): Data {
  const namespace = LEGAL_NAMESPACES[key];
  const page = node(m, `Pages.${key}`);
  return {
    title: page.title,
    heading: page.heading,
    lead: str(m, `${namespace}.lead`),
    lastUpdated: LEGAL_LAST_UPDATED[key],
    body: sectionsToRichText(node(m, `${namespace}.sections`)),
    seo: { title: page.title, description: page.description },
  };
}

function perLocale(build: (moved: Tree, copied: Tree) => Data, source: PageTexts): PerLocale {
  return Object.fromEntries(
    locales.map((locale) => [locale, build(source.moved[locale], source.copied[locale])]),
  ) as PerLocale;
}

export type FaqDocument = { anchor: string; order: number; group: 'general'; perLocale: PerLocale };

export type PageDocuments = {
  pages: { key: (typeof SITE_PAGES)[number]; perLocale: PerLocale }[];
  legal: { key: keyof typeof LEGAL_NAMESPACES; perLocale: PerLocale }[];
  faq: FaqDocument[];
};

/** Every document of the page collections, in the site's order. */
export function pageDocuments(source: PageTexts = texts as unknown as PageTexts): PageDocuments {
  const questions = Object.keys(node(source.moved.th, 'FaqPage.questions'));
  return {
    pages: SITE_PAGES.map((key) => ({ key, perLocale: perLocale((m, c) => sitePage(key, m, c), source) })),
    legal: (Object.keys(LEGAL_NAMESPACES) as (keyof typeof LEGAL_NAMESPACES)[]).map((key) => ({
      key,
      perLocale: perLocale((m) => legalPage(key, m), source),
    })),
    faq: questions.map((anchor, index) => ({
      anchor,
      // Gaps of 10 leave room to put a new question between two others.
      order: (index + 1) * 10,
      group: 'general',
      perLocale: perLocale(
        (m) => ({ question: str(m, `FaqPage.questions.${anchor}.q`), answer: str(m, `FaqPage.questions.${anchor}.a`) }),
        source,
      ),
    })),
  };
}
