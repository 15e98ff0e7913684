/**
 * The rich text of pages (about us, policy, terms, cookies): what the pages render and nothing
 * more. The editor offers paragraphs, h2/h3 headings (h2s make the table of contents), bulleted and
 * numbered lists, links and bold; a link's address takes only what lib/content/safe-url.ts allows.
 * On save (publish: drafts are not validated) ./rich-text-rules.ts refuses whatever a request could
 * still carry around the editor, in the admin's language, before Payload's own checks run.
 */
import {
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import type { RichTextField, TextField, Validate } from 'payload';
import { richText } from 'payload/shared';

import { inAdminLanguage } from '@/cms/collections/pages/admin-language';
import { richTextProblem, type RichTextProblem } from '@/cms/collections/pages/rich-text-rules';
import { l } from '@/cms/collections/shared/labels';
import { isSafeUrl } from '@/lib/content/safe-url';

const SAFE_LINK = l(
  'Only https:, http:, mailto:, tel:, line: addresses or a /path of this site.',
  'ใช้ได้เฉพาะที่อยู่ https:, http:, mailto:, tel:, line: หรือพาธของเว็บไซต์นี้ (/...)',
);

const PROBLEMS: Record<RichTextProblem, { en: string; th: string }> = {
  node: l(
    'Only paragraphs, headings (H2, H3), lists, links and bold text are allowed here.',
    'ใช้ได้เฉพาะย่อหน้า หัวข้อ (H2, H3) รายการ ลิงก์ และตัวหนาเท่านั้น',
  ),
  attribute: l('Event attributes (on…) are not allowed.', 'ไม่อนุญาตให้ใช้แอตทริบิวต์เหตุการณ์ (on…)'),
  link: SAFE_LINK,
  script: l('Text may not contain a <script> tag.', 'ข้อความต้องไม่มีแท็ก <script>'),
};

const editor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    BoldFeature(),
    LinkFeature({
      // Links to addresses only (no document picker): what the site can check and render.
      enabledCollections: [],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url' && field.type === 'text'
            ? ({
                ...field,
                validate: (value: unknown, { req }: { req?: Parameters<typeof inAdminLanguage>[0] }) =>
                  isSafeUrl(value) ? true : inAdminLanguage(req, SAFE_LINK),
              } as TextField)
            : field,
        ),
    }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});

const validatePageRichText: Validate<object, unknown, unknown, RichTextField> = async (value, options) => {
  const problem = richTextProblem(value);
  if (problem) return inAdminLanguage(options.req, PROBLEMS[problem]);
  return richText(value, options);
};

/** A localized rich text field of a page. */
export function pageRichTextField(name: string, label: { en: string; th: string }, required = true): RichTextField {
  return { name, label, type: 'richText', localized: true, required, editor, validate: validatePageRichText };
}
