/**
 * A page's rich text cut into sections at its h2 headings (pure): each section is an entry of the
 * table of contents. Anchors are numbered (#section-1, #section-2, …): short, and the same in every
 * language, so a link to a clause works whichever language the reader switches to.
 */
import type { RichText, RichTextBlock, RichTextInline } from '@/lib/content';

export type LegalSection = { id: string; heading: RichTextInline[] | null; blocks: RichTextBlock[] };

export function legalSections(body: RichText): LegalSection[] {
  const sections: LegalSection[] = [];
  let numbered = 0;
  for (const block of body) {
    if (block.type === 'heading' && block.level === 2) {
      sections.push({ id: `section-${++numbered}`, heading: block.children, blocks: [] });
      continue;
    }
    let current = sections[sections.length - 1];
    // Text before the first heading: a section of its own, outside the table of contents.
    if (!current) sections.push((current = { id: 'introduction', heading: null, blocks: [] }));
    current.blocks.push(block);
  }
  return sections;
}
