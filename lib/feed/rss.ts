/**
 * An RSS 2.0 document (pure): channel title, link, description and language, and its items with
 * absolute links, a guid and an RFC 822 date. Written by hand: the format is small and fixed, and
 * a feed library would add a dependency for a dozen lines.
 */
import { escapeHtml } from '@/lib/format/html';

export type FeedItem = { title: string; link: string; description: string; publishedAt: string; category?: string };

export type Feed = {
  title: string;
  /** The blog's page (absolute). */
  link: string;
  /** The feed itself (absolute), for atom:link rel="self". */
  self: string;
  description: string;
  /** BCP 47, e.g. th, en, zh-CN. */
  language: string;
  items: FeedItem[];
};

const element = (name: string, value: string) => `<${name}>${escapeHtml(value)}</${name}>`;

function item(entry: FeedItem): string {
  return [
    '<item>',
    element('title', entry.title),
    element('link', entry.link),
    `<guid isPermaLink="true">${escapeHtml(entry.link)}</guid>`,
    element('description', entry.description),
    element('pubDate', new Date(entry.publishedAt).toUTCString()),
    entry.category ? element('category', entry.category) : '',
    '</item>',
  ].join('');
}

export function rss(feed: Feed): string {
  const newest = feed.items[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeHtml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language),
    newest ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    ...feed.items.map(item),
    '</channel></rss>',
  ].join('\n');
}
