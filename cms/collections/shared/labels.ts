/** Admin labels in the two admin languages (the admin UI is offered in Thai and English). */
export function l(en: string, th: string): { en: string; th: string } {
  return { en, th };
}
