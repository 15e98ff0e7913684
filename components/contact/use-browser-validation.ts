'use client';

import { useRef, useState } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import { FIELD_NAMES, fieldValues, type FieldErrors } from '@/lib/contact/fields';
import type { parseContact } from '@/lib/contact/schema';

type Parse = typeof parseContact;

let loading: Promise<Parse | null> | null = null;
const yes = () => true;

/** The schema's parser, loaded once per page; null when it cannot load (the server still validates). */
function loadParse(): Promise<Parse | null> {
  loading ??= import('@/lib/contact/schema').then(
    (schema) => schema.parseContact,
    (error: unknown) => {
      console.error('[contact] the form validation could not load', error);
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * Validation in the browser with the server's own schema (lib/contact/schema.ts). The schema (zod, 16 KB)
 * loads when the visitor first touches the form (focus, pointer), not with the page: building it took
 * 10–12 ms at 1× on the bench machine, a task Lighthouse counts 8 times over on a slow phone, and the
 * contact page shows the form on its first screen. A submit waits for it. Until the page has settled, the
 * browser's own checks (required, type=email) apply and the server's answer shows its errors. Hand-made
 * rather than react-hook-form: the form posts itself (a server action, also without JavaScript), so all
 * that is left is running the parser on submit, and again on every input once errors are shown.
 */
export function useBrowserValidation() {
  const parse = useRef<Parse | null>(null);
  // null until a submit attempt found errors; then they follow the input.
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  // From when the page has settled (as the menu button): this hook validates, in the visitor's
  // language, instead of the browser.
  const ready = useBrowserValue(yes, false);

  const run = (node: HTMLFormElement, run: Parse): FieldErrors => {
    const result = run(fieldValues(new FormData(node)));
    return result.ok ? {} : result.errors;
  };

  return {
    ready,
    errors,
    /** The form's onFocus and onPointerDown: the first touch starts loading the schema. */
    warm() {
      void loadParse();
    },
    /** On submit: true when the form may be sent; otherwise shows the errors and focuses the first. */
    async check(node: HTMLFormElement): Promise<boolean> {
      parse.current ??= await loadParse();
      if (!parse.current) return true;
      const found = run(node, parse.current);
      const first = FIELD_NAMES.find((name) => found[name]);
      setErrors(first ? found : null);
      if (first) (node.elements.namedItem(first) as HTMLElement | null)?.focus();
      return !first;
    },
    /** On input, once errors are shown: they follow the values. */
    recheck(node: HTMLFormElement) {
      if (parse.current && errors) setErrors(run(node, parse.current));
    },
  };
}
