'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';

import { FormField } from '@/components/contact/FormField';
import styles from '@/components/contact/ContactSection.module.css';
import { submitContact } from '@/lib/contact/actions';
import {
  contactSchema,
  errorValues,
  SERVICE_KEYS,
  type ContactData,
  type ContactInput,
  type FieldName,
} from '@/lib/contact/schema';

type Status = '' | 'success' | 'fail' | 'rateLimited' | 'error';

const noSubscription = () => () => {};
// The service starts on the empty "choose a service" option, which the schema refuses.
const defaults = { name: '', email: '', phone: '', service: '', message: '' } as unknown as DefaultValues<ContactInput>;

/** The contact-back form: validated in the browser and again by the server action with the same schema. */
export function ContactForm() {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const id = useId();
  // Submitting needs the script (the fill time and the action); the button waits for it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>('');
  const { register, handleSubmit, setError, reset, formState } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: defaults,
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const send = async (fields: ContactData) => {
    try {
      const result = await submitContact({
        fields,
        honeypot: honeypot.current?.value ?? '',
        elapsedMs: Date.now() - shownAt.current,
        locale,
      });
      if (result.status === 'invalid') {
        for (const [field, key] of Object.entries(result.errors)) setError(field as FieldName, { message: key });
        setStatus('fail');
        return;
      }
      if (result.status === 'success') reset();
      setStatus(result.status);
    } catch (error) {
      console.error('[contact] sending the form failed', error);
      setStatus('error');
    }
  };

  const errorOf = (field: FieldName) => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key}`, errorValues(field)) : undefined;
  };
  const fieldId = (field: FieldName) => `${id}-${field}`;
  const common = (field: FieldName) => ({ id: fieldId(field), label: t(`fields.${field}`), error: errorOf(field) });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => {
        setStatus('');
        return handleSubmit(send)(event);
      }}
    >
      <p className={styles.note}>{t('requiredNote')}</p>
      <FormField {...common('name')}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="name"
            placeholder={t('placeholders.name')}
          />
        )}
      </FormField>
      <FormField {...common('email')}>
        {(control) => (
          <input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('placeholders.email')}
          />
        )}
      </FormField>
      <FormField {...common('phone')} hint={t('phoneHint')}>
        {(control) => (
          <input
            {...control}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={t('placeholders.phone')}
          />
        )}
      </FormField>
      <FormField {...common('service')}>
        {(control) => (
          <select {...control} {...register('service')}>
            <option value="">{t('placeholders.service')}</option>
            {SERVICE_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`services.${key}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...common('message')} wide>
        {(control) => (
          <textarea {...control} {...register('message')} rows={5} placeholder={t('placeholders.message')} />
        )}
      </FormField>
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input
          ref={honeypot}
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
        <p role="status" aria-live="polite" className={status === 'success' ? styles.success : styles.failure}>
          {status ? t(`result.${status}`) : null}
        </p>
      </div>
    </form>
  );
}
