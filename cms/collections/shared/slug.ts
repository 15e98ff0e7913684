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
 * Fills an empty slug from the document's English name (the slug is one for every language, so
 * hreflang alternates differ only by prefix), falling back to "category" for names without Latin letters.
 */
export const slugFromEnglishName: FieldHook = ({ value, data, req }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const name = (data?.name ?? '') as string | Record<string, string | undefined>;
  // A single-language save carries that language's name: only an English one makes the slug.
  const english = typeof name === 'string' ? (req.locale === 'en' ? name : '') : (name.en ?? '');
  return slugify(english) || `category-${Date.now().toString(36)}`;
};
