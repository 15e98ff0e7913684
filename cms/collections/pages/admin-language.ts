/** A message of ours in the language the staff member uses the admin in (Thai or English). */
export function inAdminLanguage(
  holder: { i18n?: { language?: string } } | null | undefined,
  text: { en: string; th: string },
): string {
  return holder?.i18n?.language === 'th' ? text.th : text.en;
}
