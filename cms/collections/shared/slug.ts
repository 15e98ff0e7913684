import type { FieldHook } from 'payload';

/** "OTP & security" → "otp-security": lowercase ASCII words joined by hyphens ('' when none). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * Fills an empty slug from the English value of a localized field of the document (the slug is one
 * for every language, so hreflang alternates and anchors differ only by prefix), falling back to
 * "<fallback>-<time>" for texts without Latin letters.
 */
export function slugFromEnglish(field: string, fallback: string): FieldHook {
  return ({ value, data, req }) => {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    const source = (data?.[field] ?? '') as string | Record<string, string | undefined>;
    // A single-language save carries that language's text: only an English one makes the slug.
    const english = typeof source === 'string' ? (req.locale === 'en' ? source : '') : (source.en ?? '');
    return slugify(english) || `${fallback}-${Date.now().toString(36)}`;
  };
}

/** A category's slug from its English name. */
export const slugFromEnglishName = slugFromEnglish('name', 'category');
