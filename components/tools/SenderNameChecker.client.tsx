'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/SenderNameChecker.module.css';
import { useDebouncedValue } from '@/components/tools/useDebouncedValue';
import {
  checkSenderName,
  SENDER_NAME_MAX,
  SENDER_NAME_MIN,
  suggestSenderName,
  type SenderNameError,
} from '@/lib/sms/sender-name';

/** Checks a proposed sender name against the rules of spec §5 and explains every broken one. */
export function SenderNameCheckerClient() {
  const t = useTranslations('Tools.SenderName');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const { valid, errors } = checkSenderName(name);
  const suggestion = valid ? null : suggestSenderName(name);
  const touched = name !== '';

  const explain = (error: SenderNameError) =>
    t(`errors.${error}`, { length: Array.from(name).length, min: SENDER_NAME_MIN, max: SENDER_NAME_MAX });
  const result = !touched ? '' : valid ? t('valid', { name }) : [t('invalid'), ...errors.map(explain)].join(' ');
  const announcement = useDebouncedValue(result);

  function applySuggestion(value: string) {
    setName(value);
    inputRef.current?.focus();
  }

  return (
    <div className={styles.tool}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-name`}
          className={`${styles.input} ${styles.short}`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={(touched && !valid) || undefined}
          aria-describedby={touched ? `${id}-help ${id}-result` : `${id}-help`}
        />
        <p id={`${id}-help`} className={styles.help}>
          {t('help')} {t('defaultNote')}
        </p>
      </div>
      {touched && valid && (
        <p id={`${id}-result`} className={own.success}>
          {t('valid', { name })}
        </p>
      )}
      {touched && !valid && (
        <div id={`${id}-result`} className={styles.notice}>
          <p>{t('invalid')}</p>
          <ul className={own.errors}>
            {errors.map((error) => (
              <li key={error}>{explain(error)}</li>
            ))}
          </ul>
        </div>
      )}
      {suggestion !== null && (
        <div className={own.suggestion}>
          <p>{t('suggestion', { name: suggestion })}</p>
          <button type="button" className={`button ${styles.action}`} onClick={() => applySuggestion(suggestion)}>
            {t('useSuggestion', { name: suggestion })}
          </button>
        </div>
      )}
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
