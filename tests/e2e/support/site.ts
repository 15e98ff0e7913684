import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { locales, type Locale } from '../../../i18n/locales';
import { localizedPath } from '../../../i18n/paths';

export { locales, localizedPath, type Locale };

type Messages = Record<string, unknown>;

const cache = new Map<Locale, Messages>();

/** The UI messages of a locale, straight from messages/<locale>/*.json. */
export function messages(locale: Locale): Messages {
  let loaded = cache.get(locale);
  if (!loaded) {
    const dir = path.join(process.cwd(), 'messages', locale);
    loaded = Object.assign(
      {},
      ...readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages),
    ) as Messages;
    cache.set(locale, loaded);
  }
  return loaded;
}

let moved: Record<Locale, unknown> | undefined;
/** The texts the page migration moved out of messages/ (cms/page-texts/page-texts.json). */
function movedTexts(locale: Locale): unknown {
  moved ??= (
    JSON.parse(readFileSync(path.join(process.cwd(), 'cms/page-texts/page-texts.json'), 'utf8')) as {
      moved: Record<Locale, unknown>;
    }
  ).moved;
  return moved[locale];
}

const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], tree);

/**
 * A message by dotted key, e.g. msg('en', 'Nav.blog'). The pages' words left messages/ for the CMS
 * (issue 25); the test database holds them as the migration wrote them, so their old keys are read
 * from the migration's copy (e.g. msg('en', 'Pages.faq.title')).
 */
export function msg(locale: Locale, key: string): string {
  const value = at(messages(locale), key) ?? at(movedTexts(locale), key);
  if (typeof value !== 'string') throw new Error(`Missing message ${key} in ${locale}`);
  return value;
}

/** Decodes the HTML entities React emits in text, enough to compare titles and headings. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

export function titleOf(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] ? decodeHtml(match[1]) : null;
}

/** Text of the first h1, tags stripped. */
export function h1Of(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1] ? decodeHtml(match[1].replace(/<[^>]+>/g, '')).trim() : null;
}

export function langOf(html: string): string | null {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null;
}
