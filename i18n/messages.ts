import type { Locale } from '@/i18n/locales';

/**
 * UI text lives in messages/<locale>/<file>.json, one file per area of the site; each file
 * holds one or more top-level namespaces. Add a file here when you add one on disk.
 */
export const messageFiles = [
  'common',
  'home',
  'offers',
  'blog',
  'company',
  'legal',
  'tools',
  'contact',
  'preview',
  'search',
] as const;

export type Messages = Record<string, unknown>;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    messageFiles.map(async (file) => (await import(`../messages/${locale}/${file}.json`)).default as Messages),
  );
  return Object.assign({}, ...parts) as Messages;
}
