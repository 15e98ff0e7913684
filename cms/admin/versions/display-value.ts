/**
 * A field's saved value as staff read it in the comparison: dates in Bangkok time (Buddhist era on
 * the Thai admin), yes/no in words, numbers grouped, choices by their label, linked documents and
 * images by their title or file name, rich text as its words. Never raw JSON where words exist.
 */
import { getTranslation, type I18nClient } from '@payloadcms/translations';
import type { CollectionSlug, FlattenedField, Payload } from 'payload';

import { formatDateTime, intlLocale } from '@/cms/admin/dates/format';

const LIMIT = 400;

function clip(text: string): string {
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}…` : text;
}

/** The words of a Lexical rich-text value. */
function richTextWords(value: unknown): string {
  const words: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown };
    if (typeof text === 'string') words.push(text);
    if (root) walk(root);
    if (Array.isArray(children)) {
      children.forEach(walk);
      words.push(' ');
    }
  };
  walk(value);
  return words.join('').replace(/\s+/g, ' ').trim();
}

async function titleOf(payload: Payload, relationTo: string, id: unknown): Promise<string> {
  const config = payload.collections[relationTo as CollectionSlug]?.config;
  if (!config || (typeof id !== 'string' && typeof id !== 'number')) return String(id);
  const doc = (await payload
    .findByID({ collection: relationTo as CollectionSlug, id, depth: 0, draft: true, disableErrors: true })
    .catch(() => null)) as Record<string, unknown> | null;
  const title = doc?.[config.admin.useAsTitle ?? 'id'] ?? doc?.filename;
  return typeof title === 'string' || typeof title === 'number' ? String(title) : `#${id}`;
}

async function related(payload: Payload, field: FlattenedField, value: unknown): Promise<string> {
  const relationTo = 'relationTo' in field ? field.relationTo : undefined;
  const items = Array.isArray(value) ? value : [value];
  const titles = await Promise.all(
    items.map((item) => {
      if (item && typeof item === 'object' && 'relationTo' in item) {
        const { relationTo: to, value: id } = item as { relationTo: string; value: unknown };
        return titleOf(payload, to, id);
      }
      return typeof relationTo === 'string' ? titleOf(payload, relationTo, item) : String(item);
    }),
  );
  return titles.join(', ');
}

export async function displayValue(
  payload: Payload,
  i18n: I18nClient,
  field: FlattenedField,
  value: unknown,
): Promise<string> {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return '—';
  }
  switch (field.type) {
    case 'checkbox':
      return i18n.t(value === true ? 'general:yes' : 'general:no');
    case 'date':
      return formatDateTime(value, i18n.language) || String(value);
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(intlLocale(i18n.language)).format(value) : String(value);
    case 'select':
    case 'radio': {
      const labelOf = (item: unknown) => {
        const option = field.options.find((entry) => (typeof entry === 'string' ? entry : entry.value) === item);
        return option && typeof option === 'object' ? getTranslation(option.label as never, i18n) : String(item);
      };
      return (Array.isArray(value) ? value : [value]).map(labelOf).join(', ');
    }
    case 'relationship':
    case 'upload':
      return related(payload, field, value);
    case 'richText':
      return clip(richTextWords(value) || '—');
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return clip(Array.isArray(value) ? value.join(', ') : String(value));
    default:
      return clip(JSON.stringify(value, null, 1));
  }
}
