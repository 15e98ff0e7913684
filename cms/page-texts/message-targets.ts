/**
 * Where each message key that left messages/ lives in the CMS (the specification of the page
 * migration, checked by tests/unit/page-texts-migration.test.ts in all five languages): a rule per
 * kind of key, each giving the documents and field paths that hold its text. `<n>` in a path is the
 * key's position among its siblings (list rows keep the messages' order).
 */
export type Target = {
  collection: 'pages' | 'legal-pages' | 'faq-entries';
  /** The page key, or the FAQ entry's anchor. */
  doc: string;
  /** Dotted field path; a list row by its index. */
  path: string;
  /** `price`: the text with `<strong>{price}</strong>` as `{price}`; `richText`: a block of the body. */
  kind: 'text' | 'price' | 'richText';
};

const SERVICES = ['smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking'];
const LEGAL: Record<string, string> = { PolicyPage: 'policy', TermsPage: 'terms', CookiePage: 'cookie' };
const LEGAL_KEYS = Object.values(LEGAL);
const INTROS: Record<string, string> = {
  ContactPage: 'contactUs',
  PackagesPage: 'packages',
  PaymentPage: 'paymentMethods',
  PromotionsPage: 'promotions',
  FaqPage: 'faq',
  AboutPage: 'aboutUs',
};

const page = (doc: string, path: string, kind: Target['kind'] = 'text'): Target => ({
  collection: LEGAL_KEYS.includes(doc) ? 'legal-pages' : 'pages',
  doc,
  path,
  kind,
});

type Rule = [RegExp, (match: string[], index: (key: string) => number) => Target[]];

const RULES: Rule[] = [
  [/^Pages\.(\w+)\.title$/, ([, key]) => [page(key!, 'title'), ...(key === 'home' ? [] : [page(key!, 'seo.title')])]],
  [/^Pages\.(\w+)\.heading$/, ([, key]) => [page(key!, 'heading')]],
  [/^Pages\.(\w+)\.description$/, ([, key]) => [page(key!, 'seo.description')]],
  [/^Home\.hero\.(eyebrow|lead)$/, ([, field]) => [page('home', `home.hero.${field}`)]],
  [/^Home\.hero\.price$/, () => [page('home', 'home.hero.priceText', 'price')]],
  [/^Home\.hero\.imageAlt$/, () => [page('home', 'home.hero.image.alt')]],
  [/^Home\.hero\.points\.\w+$/, ([key], n) => [page('home', `home.hero.points.${n(key!)}.text`)]],
  [/^Home\.(why|services)\.(title|lead)$/, ([, section, field]) => [page('home', `home.${section}.${field}`)]],
  [/^Home\.(advantages|steps)\.title$/, ([, section]) => [page('home', `home.${section}.title`)]],
  [
    /^Home\.(why|advantages|steps)\.items\.(\w+)\.(title|text|value|label)$/,
    ([, section, item, field], n) => [
      page('home', `home.${section}.items.${n(`Home.${section}.items.${item}`)}.${field}`),
    ],
  ],
  [/^Home\.(licence|trial)\.(badge|title|text)$/, ([, section, field]) => [page('home', `home.${section}.${field}`)]],
  [
    /^Home\.(packages|customers|blog)\.(title|lead)$/,
    ([, section, field]) => [page('home', `home.lists.${section}.${field}`)],
  ],
  [/^(\w+Page)\.lead$/, ([, ns]) => [page(INTROS[ns!] ?? LEGAL[ns!]!, 'lead')]],
  [
    /^(AboutPage|PolicyPage|TermsPage|CookiePage)\.sections\./,
    ([key]) => [page(INTROS[key!.split('.')[0]!] ?? LEGAL[key!.split('.')[0]!]!, 'body', 'richText')],
  ],
  [
    /^FaqPage\.questions\.(\w+)\.(q|a)$/,
    ([, anchor, part]) => [
      { collection: 'faq-entries', doc: anchor!, path: part === 'q' ? 'question' : 'answer', kind: 'text' },
    ],
  ],
  [/^Services\.overview\.lead$/, () => [page('services', 'lead')]],
  [
    /^Services\.overview\.figures\.(\w+)\.(value|label)$/,
    ([, figure, field], n) => [
      page('services', `overview.figures.${n(`Services.overview.figures.${figure}`)}.${field}`),
    ],
  ],
  [/^Services\.api\.(title|text)$/, ([, field]) => [page('services', `overview.api.${field}`)]],
  [/^Services\.api\.points\.\w+$/, ([key], n) => [page('services', `overview.api.points.${n(key!)}.text`)]],
  [/^Services\.(featuresTitle|factsTitle)$/, ([, field]) => SERVICES.map((key) => page(key, `service.${field}`))],
  [/^Services\.cta\.(title|text)$/, ([, field]) => ['services', ...SERVICES].map((key) => page(key, `cta.${field}`))],
  [/^Services\.(\w+)\.summary$/, ([, key]) => [page(key!, 'service.summary')]],
  [/^Services\.(\w+)\.lead$/, ([, key]) => [page(key!, 'lead')]],
  [
    /^Services\.(\w+)\.features\.(\w+)\.(title|text)$/,
    ([, key, feature, field], n) => [
      page(key!, `service.features.${n(`Services.${key}.features.${feature}`)}.${field}`),
    ],
  ],
  [/^Services\.(\w+)\.facts\.\w+$/, ([key, service], n) => [page(service!, `service.facts.${n(key!)}.text`)]],
];

/**
 * The targets of a moved message key (dotted, e.g. "Home.hero.lead"); [] when no rule knows it.
 * `index` gives the position of a key among its siblings in the moved texts.
 */
export function targetsOf(key: string, index: (key: string) => number): Target[] {
  for (const [pattern, targets] of RULES) {
    const match = pattern.exec(key);
    if (match) return targets([...match], index);
  }
  return [];
}
