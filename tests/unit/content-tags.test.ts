/**
 * Which cache tags a change of each kind of content expires (lib/content/tags.ts), and which tags
 * the reads of each page carry (lib/content/reads.ts): a page is regenerated when, and only when,
 * the two meet. Editing one article must leave the page of an article of another category alone.
 */
import { describe, expect, it } from 'vitest';

import { READS, READ_NAMES, type ReadName, type Reads } from '@/lib/content/reads';
import { changeTags, TAGS, type Tag } from '@/lib/content/tags';
import { SERVICE_PAGES } from '@/lib/page-keys';

/** The tags of a read's cache entry for these arguments. */
function tagsOf<N extends ReadName>(name: N, ...args: Parameters<NonNullable<Reads[N]['tags']>>): Tag[] {
  const tags = READS[name].tags as ((...a: unknown[]) => Tag[]) | undefined;
  if (!tags) throw new Error(`${name} is not cached`);
  return tags(...args);
}

/** The tags a page carries: every tag of every read it makes (besides `content`, on all). */
function pageTags(...reads: Tag[][]): Set<Tag> {
  return new Set([TAGS.all, ...tagsOf('siteConfig', 'th'), ...tagsOf('popup', 'th'), ...reads.flat()]);
}

const articlePage = (path: string, categoryId: string) =>
  pageTags(tagsOf('post', 'th', path), tagsOf('categoryPosts', 'th', categoryId));
const expires = (page: Set<Tag>, change: Tag[]) => change.some((tag) => page.has(tag));

describe('which tags a change expires, per content type', () => {
  it('an article: its page (old and new path), the lists, its category (old and new)', () => {
    expect(changeTags.posts({ doc: { path: 'new', category: 3 }, previousDoc: { path: 'old', category: 2 } })).toEqual([
      'posts',
      'post:new',
      'category-posts:3',
      'post:old',
      'category-posts:2',
    ]);
    expect(changeTags.posts({ doc: { path: 'a', category: { id: 5 } } })).toEqual([
      'posts',
      'post:a',
      'category-posts:5',
    ]);
    expect(changeTags.posts({ previousDoc: { path: 'a', category: null } })).toEqual(['posts', 'post:a']);
  });

  it('a package: the package list, and home only when it is or was shown there', () => {
    expect(changeTags.packages({ doc: { displayHomePage: false }, previousDoc: { displayHomePage: false } })).toEqual([
      'packages',
    ]);
    expect(changeTags.packages({ doc: { displayHomePage: false }, previousDoc: { displayHomePage: true } })).toEqual([
      'packages',
      'home-packages',
    ]);
    expect(changeTags.packages({ doc: { displayHomePage: true } })).toEqual(['packages', 'home-packages']);
  });

  it('every other kind: its own tag', () => {
    expect(changeTags.categories()).toEqual(['categories']);
    expect(changeTags['price-ranges']()).toEqual(['price-ranges']);
    expect(changeTags.promotions()).toEqual(['promotions']);
    expect(changeTags.customers()).toEqual(['customers']);
    expect(changeTags.popups()).toEqual(['popups']);
    expect(changeTags.media()).toEqual(['media']);
    expect(changeTags.redirects()).toEqual(['redirects']);
    expect(changeTags.config()).toEqual(['config']);
    expect(changeTags['faq-entries']()).toEqual(['faq']);
  });

  it('a page or legal page: that page only (its key never changes)', () => {
    expect(changeTags.pages({ doc: { key: 'aboutUs' }, previousDoc: { key: 'aboutUs' } })).toEqual(['page:aboutUs']);
    expect(changeTags.pages({ doc: { key: 'smsOtp' } })).toEqual(['page:smsOtp']);
    expect(changeTags['legal-pages']({ doc: { key: 'policy' }, previousDoc: { key: 'policy' } })).toEqual([
      'page:policy',
    ]);
  });
});

describe('which pages a change regenerates', () => {
  const edit = changeTags.posts({ doc: { path: 'edited', category: 1 }, previousDoc: { path: 'edited', category: 1 } });

  it('editing one article leaves an article of another category untouched', () => {
    expect(expires(articlePage('edited', '1'), edit)).toBe(true);
    expect(expires(articlePage('other', '2'), edit)).toBe(false);
    // An article of the same category shows it among its related articles.
    expect(expires(articlePage('sibling', '1'), edit)).toBe(true);
  });

  it('… but reaches the lists, category pages, feeds and sitemap', () => {
    const blogList = pageTags(tagsOf('categories', 'th'), tagsOf('postList', 'th'));
    const categoryPage = pageTags(tagsOf('categories', 'th'), tagsOf('categoryPosts', 'th', '1'));
    const otherCategoryPage = pageTags(tagsOf('categories', 'th'), tagsOf('categoryPosts', 'th', '2'));
    const sitemap = new Set([...tagsOf('postUpdates'), ...tagsOf('categories', 'th')]);
    expect(expires(blogList, edit)).toBe(true);
    expect(expires(categoryPage, edit)).toBe(true);
    expect(expires(otherCategoryPage, edit)).toBe(false);
    expect(expires(sitemap, edit)).toBe(true);
  });

  it('a package off the home page leaves home alone; prices reach /packages', () => {
    const home = pageTags(tagsOf('homePackages', 'th'), tagsOf('customers'), tagsOf('postList', 'th'));
    const packages = pageTags(tagsOf('packages', 'th'), tagsOf('priceRanges'));
    const offHome = changeTags.packages({ doc: { displayHomePage: false } });
    expect(expires(home, offHome)).toBe(false);
    expect(expires(packages, offHome)).toBe(true);
    expect(expires(home, changeTags.packages({ doc: { displayHomePage: true } }))).toBe(true);
  });

  it('a promotion reaches /promotions only; the settings and the popup reach every page', () => {
    const promotions = pageTags(tagsOf('promotions', 'th'));
    expect(expires(promotions, changeTags.promotions())).toBe(true);
    expect(expires(articlePage('a', '1'), changeTags.promotions())).toBe(false);
    for (const change of [changeTags.config(), changeTags.popups()]) {
      expect(expires(promotions, change)).toBe(true);
      expect(expires(articlePage('a', '1'), change)).toBe(true);
    }
  });

  describe('the pages staff edit (issue 25)', () => {
    /** Home: its own page, the six service pages' cards and the lists. */
    const home = pageTags(
      tagsOf('sitePage', 'th', 'home'),
      ...SERVICE_PAGES.map((key) => tagsOf('sitePage', 'th', key)),
      tagsOf('homePackages', 'th'),
      tagsOf('customers'),
      tagsOf('postList', 'th'),
    );
    const about = pageTags(tagsOf('sitePage', 'th', 'aboutUs'));
    const otp = pageTags(tagsOf('sitePage', 'th', 'smsOtp'), tagsOf('priceRanges'));
    const services = pageTags(
      tagsOf('sitePage', 'th', 'services'),
      ...SERVICE_PAGES.map((key) => tagsOf('sitePage', 'th', key)),
    );
    const faq = pageTags(tagsOf('sitePage', 'th', 'faq'), tagsOf('faqEntries', 'th'));
    const policy = pageTags(tagsOf('legalPage', 'th', 'policy'));
    const terms = pageTags(tagsOf('legalPage', 'th', 'terms'));
    const pages = { home, about, otp, services, faq, policy, terms, article: articlePage('a', '1') };
    const reached = (change: Tag[]) =>
      Object.entries(pages)
        .filter(([, page]) => expires(page, change))
        .map(([name]) => name);

    it('about us reaches about us only; home reaches home only', () => {
      expect(reached(changeTags.pages({ doc: { key: 'aboutUs' } }))).toEqual(['about']);
      expect(reached(changeTags.pages({ doc: { key: 'home' } }))).toEqual(['home']);
    });

    it('a service page reaches its page and the cards on home and /services', () => {
      expect(reached(changeTags.pages({ doc: { key: 'smsOtp' } }))).toEqual(['home', 'otp', 'services']);
    });

    it('an FAQ entry reaches the FAQ page; a legal page only itself', () => {
      expect(reached(changeTags['faq-entries']())).toEqual(['faq']);
      expect(reached(changeTags['legal-pages']({ doc: { key: 'policy' } }))).toEqual(['policy']);
    });

    it('an image reaches the pages (their pictures and share images); a promotion none of them', () => {
      expect(reached(changeTags.media())).toEqual(Object.keys(pages));
      expect(reached(changeTags.promotions())).toEqual([]);
    });
  });

  it('every cached read carries tags, so POST /api/revalidate (`content`) and a change reach it', () => {
    const uncached = READ_NAMES.filter((name) => !READS[name].tags);
    expect(uncached).toEqual(['searchPosts']);
  });
});
