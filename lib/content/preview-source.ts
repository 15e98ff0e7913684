import 'server-only';

/**
 * The source pages read: the cached published content for everyone, and in a staff preview
 * (./preview.ts: Next's draft mode plus a session that may publish) the CMS drafts, read fresh and
 * never stored, for every read declared with drafts (./reads.ts).
 */
import { createCmsLoaders, createCmsSource } from '@/lib/content/cms/source';
import { payloadClient } from '@/lib/content/payload';
import { isPreviewing } from '@/lib/content/preview';
import { READS, sourceOf, type ContentSource } from '@/lib/content/reads';

/** The drafts of a staff preview, or null: not a preview, or a site built from the remote legacy API. */
async function draftSource(): Promise<ContentSource | null> {
  if (process.env.CONTENT_API_URL?.trim() || !(await isPreviewing())) return null;
  return createCmsSource(createCmsLoaders(payloadClient, { draft: true }));
}

type AnyRead = (...args: unknown[]) => Promise<unknown>;

export function withPreview(published: ContentSource): ContentSource {
  return sourceOf((name) => {
    if (READS[name].drafts === false) return published[name];
    const read: AnyRead = async (...args) => {
      const source = (await draftSource()) ?? published;
      return (source[name] as AnyRead)(...args);
    };
    return read as ContentSource[typeof name];
  });
}
