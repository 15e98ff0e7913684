import type { ReactElement } from 'react';

import styles from '@/components/contact/ContactSection.module.css';

export type ControlProps = {
  id: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
};

type Props = {
  id: string;
  label: string;
  hint?: string;
  /** Translated error text; the control gets a red border and points to it with aria-describedby. */
  error?: string;
  wide?: boolean;
  children: (control: ControlProps) => ReactElement;
};

/** One labelled control of the contact form, with its hint and error linked for screen readers. */
export function FormField({ id, label, hint, error, wide, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: error ? `${styles.control} ${styles.invalid}` : `${styles.control}`,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
