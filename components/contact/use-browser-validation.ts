'use client';

import { useEffect, useState, type RefObject } from 'react';

import { FIELD_NAMES, fieldValues, type FieldErrors } from '@/lib/contact/fields';
import type { parseContact } from '@/lib/contact/schema';

type Parse = typeof parseContact;

/**
 * Validation in the browser with the server's own schema (lib/contact/schema.ts). The schema (zod) loads
 * when the form comes near the viewport, not with the page; until then the browser's own checks (required,
 * type=email) apply and the server's answer shows its errors. Hand-made rather than react-hook-form: the
 * form posts itself (a server action, also without JavaScript), so all that is left is running the parser
 * on submit, and again on every input once errors are shown.
 */
export function useBrowserValidation(form: RefObject<HTMLFormElement | null>) {
  const [parse, setParse] = useState<Parse | null>(null);
  // null until a submit attempt found errors; then they follow the input.
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  useEffect(() => {
    const node = form.current;
    if (!node || parse) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('@/lib/contact/schema').then(
          (schema) => setParse(() => schema.parseContact),
          (error: unknown) => console.error('[contact] the form validation could not load', error),
        );
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [form, parse]);

  const run = (node: HTMLFormElement, run: Parse): FieldErrors => {
    const result = run(fieldValues(new FormData(node)));
    return result.ok ? {} : result.errors;
  };

  return {
    ready: parse !== null,
    errors,
    /** On submit: true when the form may be sent; otherwise shows the errors and focuses the first. */
    check(node: HTMLFormElement): boolean {
      if (!parse) return true;
      const found = run(node, parse);
      const first = FIELD_NAMES.find((name) => found[name]);
      setErrors(first ? found : null);
      if (first) (node.elements.namedItem(first) as HTMLElement | null)?.focus();
      return !first;
    },
    /** On input, once errors are shown: they follow the values. */
    recheck(node: HTMLFormElement) {
      if (parse && errors) setErrors(run(node, parse));
    },
  };
}
