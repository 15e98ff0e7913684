/**
 * What a page shows when its read failed during the very first build (lib/content/build-fallback.ts):
 * no words, every list empty. It is replaced at the first publish; a build that must have its
 * content (BUILD_REQUIRES_CONTENT=1) fails instead.
 */
import type { HomeContent, LegalPage, SitePage } from '@/lib/content/page-types';
import { isServicePage, type LegalPageKey, type SitePageKey } from '@/lib/page-keys';

const seo = { title: '', description: '', image: null };
const image = { image: null, alt: '' };

const emptyHome: HomeContent = {
  hero: { eyebrow: '', lead: '', startingPrice: 0, priceText: '', points: [], image },
  why: { title: '', lead: '', items: [] },
  services: { title: '', lead: '' },
  advantages: { title: '', items: [] },
  steps: { title: '', items: [] },
  licence: { badge: '', title: '', text: '', image },
  trial: { title: '', text: '', image },
  lists: { packages: { title: '', lead: '' }, customers: { title: '' }, blog: { title: '' } },
};

export function emptySitePage(key: SitePageKey): SitePage {
  return {
    key,
    title: '',
    heading: '',
    lead: '',
    seo,
    home: key === 'home' ? emptyHome : null,
    service: isServicePage(key) ? { summary: '', featuresTitle: '', features: [], factsTitle: '', facts: [] } : null,
    overview: key === 'services' ? { figures: [], api: { title: '', text: '', points: [] } } : null,
    cta: null,
    body: [],
  };
}

export function emptyLegalPage(key: LegalPageKey): LegalPage {
  return { key, title: '', heading: '', lead: '', seo, lastUpdated: new Date(0).toISOString(), body: [] };
}
