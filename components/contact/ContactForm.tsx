'use client';

import { useActionState, useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';

import { fillTemplate, type ContactTexts } from '@/components/contact/contact-texts';
import { FormField } from '@/components/contact/FormField';
import styles from '@/components/contact/ContactSection.module.css';
import { useBrowserValidation } from '@/components/contact/use-browser-validation';
import { useQuotePrefill } from '@/components/contact/use-quote-prefill';
import { submitContactForm, type ContactFormState } from '@/lib/contact/actions';
import { errorValues, SERVICE_KEYS, type FieldName } from '@/lib/contact/fields';

type Shown = ContactFormState | { status: 'error' };
const idle: ContactFormState = { status: 'idle' };

/**
 * The contact-back form, rendered on the server: without JavaScript the browser posts it to the server
 * action and the page comes back with the answer (useActionState). With JavaScript it is sent in place, with
 * its fill time, once the browser's validation (use-browser-validation.ts) passes. `permalink` is the form's
 * action without JavaScript (HTML requires a non-empty one): the answer's fragment, so the browser posts to
 * the page it is on and comes back to the answer, which it then focuses (autofocus). With JavaScript the
 * answer is scrolled to the middle of the window, clear of the sticky header and the fixed contact bar, and
 * focused, so it is seen and read out. `formPage` is the page the form is on, recorded with the lead.
 */
export function ContactForm({
  texts,
  locale,
  permalink,
  resultId,
  formPage,
}: {
  /** The Contact messages, as the server has them for the page's language. */
  texts: ContactTexts;
  locale: string;
  permalink: string;
  resultId: string;
  formPage: string;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLParagraphElement>(null);
  const shownAt = useRef(0);
  const [answered, formAction] = useActionState(submitContactForm, idle, permalink);
  const [sent, setSent] = useState<Shown | null>(null);
  const [sending, startSending] = useTransition();
  const validation = useBrowserValidation();
  const quoteCredits = useQuotePrefill(form, locale, texts.quote.details);
  const state = sent ?? answered;

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  useEffect(() => {
    const node = answer.current;
    if (!node || !sent || sent.status === 'idle' || sent.status === 'invalid') return;
    node.scrollIntoView({ block: 'center' });
    node.focus({ preventScroll: true });
  }, [sent]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const node = event.currentTarget;
    setSent(idle);
    if (!(await validation.check(node))) return;
    const data = new FormData(node);
    data.set('elapsedMs', String(Date.now() - shownAt.current));
    if (quoteCredits.current) data.set('quoteCredits', quoteCredits.current);
    startSending(async () => {
      try {
        const result = await submitContactForm(answered, data);
        if (result.status === 'success') {
          node.reset();
          quoteCredits.current = ''; // the quote went with this lead; a next message is a plain one
        }
        setSent(result);
      } catch (error) {
        console.error('[contact] sending the form failed', error);
        setSent({ status: 'error' });
      }
    });
  };

  const errors = validation.errors ?? (state.status === 'invalid' ? state.errors : {});
  const values = 'values' in state ? state.values : undefined;
  const field = (name: FieldName) => {
    const key = errors[name];
    return {
      id: `${id}-${name}`,
      label: texts.fields[name],
      error: key ? fillTemplate(texts.errors[key], errorValues(name)) : undefined,
    };
  };
  const control = (name: FieldName) => ({ name, defaultValue: values?.[name] ?? '' });
  const result = state.status === 'invalid' ? 'fail' : state.status;

  return (
    <form
      ref={form}
      className={styles.form}
      action={formAction}
      noValidate={validation.ready}
      onFocus={validation.warm}
      onPointerDown={validation.warm}
      onSubmit={send}
      onInput={(event) => validation.recheck(event.currentTarget)}
    >
      <p className={styles.note}>{texts.requiredNote}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formPage" value={formPage} />
      <FormField {...field('name')}>
        {(props) => (
          <input
            {...props}
            {...control('name')}
            type="text"
            autoComplete="name"
            placeholder={texts.placeholders.name}
          />
        )}
      </FormField>
      <FormField {...field('email')}>
        {(props) => (
          <input
            {...props}
            {...control('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.placeholders.email}
          />
        )}
      </FormField>
      <FormField {...field('phone')} hint={texts.phoneHint}>
        {(props) => (
          <input
            {...props}
            {...control('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={texts.placeholders.phone}
          />
        )}
      </FormField>
      <FormField {...field('service')}>
        {(props) => (
          <select {...props} {...control('service')}>
            <option value="">{texts.placeholders.service}</option>
            {SERVICE_KEYS.map((key) => (
              <option key={key} value={key}>
                {texts.services[key]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('message')} wide>
        {(props) => <textarea {...props} {...control('message')} rows={5} placeholder={texts.placeholders.message} />}
      </FormField>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{texts.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
        <p
          id={resultId}
          ref={answer}
          role="status"
          aria-live="polite"
          tabIndex={-1}
          // Only an answer rendered by the server (the form was sent without JavaScript) takes focus on load.
          autoFocus={answered.status !== 'idle'}
          className={
            result === 'idle'
              ? styles.result
              : `${styles.result} ${result === 'success' ? styles.success : styles.failure}`
          }
        >
          {result === 'idle' ? null : texts.result[result]}
        </p>
      </div>
    </form>
  );
}
