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
export const slugFromEnglishName: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const name = (data?.name ?? '') as string | Record<string, string | undefined>;
  const english = typeof name === 'string' ? name : (name.en ?? '');
  return slugify(english) || `category-${Date.now().toString(36)}`;
};
