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
  useForm,
  useFormFields,
  useFormSubmitted,
  useTranslation,
  withCondition,
} from '@payloadcms/ui';
import type { DateFieldClientComponent, DateFieldValidation, Validate } from 'payload';
import { useCallback, useEffect } from 'react';

import { WallTimeInputs } from '@/cms/admin/dates/WallTimeInputs';
import { formatDateTime, formatDay } from '@/cms/admin/dates/format';
import { adminText } from '@/cms/admin/translations';
import { endBeforeStartError, type WindowEndCustom } from '@/cms/collections/shared/date-window';

import styles from './DateField.module.css';

const DATE_ONLY = new Set(['default', 'dayOnly', 'monthOnly']);

const DateFieldComponent: DateFieldClientComponent = (props) => {
  const {
    field: { admin: { className, custom, date, description } = {}, label, localized, required },
    path: pathFromProps,
    readOnly,
    validate,
  } = props;
  const { i18n } = useTranslation();
  const appearance = (date as { pickerAppearance?: string } | undefined)?.pickerAppearance;
  const withTime = !DATE_ONLY.has(appearance ?? 'default');
  // The end of a window (cms/collections/shared/date-window.ts): checked here too, as the server does on save.
  const windowStart = (custom as WindowEndCustom | undefined)?.windowStart;

  const memoizedValidate: DateFieldValidation = useCallback(
    async (value, options) => {
      const own = typeof validate === 'function' ? await validate(value, { ...options, required }) : true;
      if (own !== true || !windowStart) return own;
      const start = (options.siblingData as Record<string, unknown> | undefined)?.[windowStart];
      return endBeforeStartError(value, start, i18n.language) ?? true;
    },
    [validate, required, windowStart, i18n.language],
  );
  const {
    customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {},
    disabled,
    errorMessage,
    path,
    setValue,
    showError,
    valid,
    value,
  } = useField<string | null>({
    potentiallyStalePath: pathFromProps,
    validate: memoizedValidate as Validate,
  });

  const startPath = windowStart ? path.replace(/[^.]*$/, windowStart) : '';
  const start = useFormFields(([fields]) => (startPath ? fields[startPath]?.value : undefined));
  const windowError = windowStart ? endBeforeStartError(value, start, i18n.language) : undefined;
  const submitted = useFormSubmitted();
  const { dispatchFields } = useForm();
  useEffect(() => {
    // Once staff have tried to save, the window's error stays shown while it holds. Payload merges every
    // form-state answer into the field, and one asked for just before the save comes back unvalidated
    // and would mark the field valid again (@payloadcms/ui mergeServerFormState, 3.90).
    if (submitted && windowError && (valid !== false || errorMessage !== windowError)) {
      dispatchFields({ type: 'UPDATE', path, valid: false, errorMessage: windowError });
    }
  }, [submitted, windowError, valid, errorMessage, path, dispatchFields]);

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
