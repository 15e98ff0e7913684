/**
 * Thai phone numbers for display (spec §2): 9 digits are grouped 2-3-4 (02-123-4567, a landline),
 * 10 digits 3-3-4 (081-234-5678, a mobile). Anything else is shown as given.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 9) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return raw.trim();
}

/** `tel:` link of a phone number (digits and a leading + only). */
export function phoneHref(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
