'use client';
/**
 * Every date field of the admin (cms/admin/plugin.ts): day, month, year and, for date-times, hour
 * and minute, always on Bangkok's clock whatever the computer's time zone, the year in the
 * Buddhist era on the Thai admin. Below it the value in words, as lists show it. Payload's own
 * picker shows the browser's time zone and the Christian era in English month names.
 */
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  RenderCustomComponent,
  useField,
  useTranslation,
  withCondition,
} from '@payloadcms/ui';
import type { DateFieldClientComponent, DateFieldValidation, Validate } from 'payload';
import { useCallback } from 'react';

import { WallTimeInputs } from '@/cms/admin/dates/WallTimeInputs';
import { formatDateTime, formatDay } from '@/cms/admin/dates/format';
import { adminText } from '@/cms/admin/translations';

import styles from './DateField.module.css';

const DATE_ONLY = new Set(['default', 'dayOnly', 'monthOnly']);

const DateFieldComponent: DateFieldClientComponent = (props) => {
  const {
    field: { admin: { className, date, description } = {}, label, localized, required },
    path: pathFromProps,
    readOnly,
    validate,
  } = props;
  const { i18n } = useTranslation();
  const appearance = (date as { pickerAppearance?: string } | undefined)?.pickerAppearance;
  const withTime = !DATE_ONLY.has(appearance ?? 'default');

  const memoizedValidate: DateFieldValidation = useCallback(
    (value, options) => (typeof validate === 'function' ? validate(value, { ...options, required }) : true),
    [validate, required],
  );
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    path,
    setValue,
    showError,
    value,
  } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as Validate,
  });

  const inWords = withTime ? formatDateTime(value, i18n.language) : formatDay(value, i18n.language);
  const locked = Boolean(readOnly || disabled);
  const id = `field-${path.replace(/\./g, '__')}`;

  return (
    <div
      className={['field-type', 'date-time-field', className, showError && 'error', locked && 'read-only']
        .filter(Boolean)
        .join(' ')}
    >
      <RenderCustomComponent
        CustomComponent={Label}
        Fallback={<FieldLabel label={label} localized={localized} path={path} required={required} />}
      />
      <div className="field-type__wrap" id={id}>
        <RenderCustomComponent CustomComponent={Error} Fallback={<FieldError path={path} showError={showError} />} />
        {BeforeInput}
        <WallTimeInputs
          idPrefix={id}
          value={value ?? null}
          withTime={withTime}
          readOnly={locked}
          clearable={!required}
          onChange={(next) => setValue(next)}
        />
        <p className={styles.inWords} data-testid={`${id}-in-words`}>
          {inWords ? `${inWords} (${adminText(i18n, 'bangkokTime')})` : adminText(i18n, 'noDate')}
        </p>
        {AfterInput}
      </div>
      <RenderCustomComponent
        CustomComponent={Description}
        Fallback={<FieldDescription description={description} path={path} />}
      />
    </div>
  );
};

export const DateField = withCondition(DateFieldComponent);
