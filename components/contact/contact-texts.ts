import type en from '@/messages/en/contact.json';

/** The contact form's words (messages Contact), as the server hands them to the form. */
export type ContactTexts = (typeof en)['Contact'];

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by `values[name]`. The form's messages with values have only
 * such placeholders, filled with text the form formats itself (a unit test holds every language to
 * that): the form needs no message formatter in the browser, which would bring use-intl's (12 KB
 * gzipped) to every page with the form.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
