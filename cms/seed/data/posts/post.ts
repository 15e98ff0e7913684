import type { Locale } from '@/i18n/locales';

import type { SeedImage } from '../../images';
import type { LexicalDoc } from '../../lexical';
import { coverSvg } from '../../svg';
import type { Text } from '../types';

export type PostLocaleContent = {
  topic: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  body: LexicalDoc;
};

export type SeedPost = {
  path: string;
  category: string;
  type: 'article' | 'news' | 'guide' | 'case-study';
  daysAgo: number;
  cover: SeedImage;
  /** Every language: the seed never relies on the CMS fallback chain. */
  content: Record<Locale, PostLocaleContent>;
};

/** A cover with a language-neutral mark (a figure or an acronym) and its alt text per language. */
export const cover = (key: string, mark: string, from: string, to: string, alt: Text): SeedImage => ({
  key: `seed-cover-${key}`,
  svg: coverSvg(mark, from, to),
  alt,
});

/** The topic doubles as the meta title. */
export const meta = (topic: string, description: string, keywords: string) => ({
  topic,
  metaTitle: topic,
  metaDescription: description,
  metaKeywords: keywords,
});
