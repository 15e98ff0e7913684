'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';

import { NonGsmReport } from '@/components/tools/NonGsmReport';
import { RecipientsCost } from '@/components/tools/RecipientsCost';
import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/CreditCounter.module.css';
import { useDebouncedValue } from '@/components/tools/useDebouncedValue';
import { analyzeMessage, MAX_RECIPIENTS_PER_SEND, replaceReplaceable } from '@/lib/sms/credits';
import { countReplaceable } from '@/lib/sms/highlight';
import { parseWholeNumber } from '@/lib/sms/number-input';
import type { PriceRange } from '@/lib/sms/pricing';

function readRecipients(raw: string): number | null {
  const value = parseWholeNumber(raw);
  return value !== null && value >= 1 && value <= MAX_RECIPIENTS_PER_SEND ? value : null;
}

/**
 * Message credit counter: length, rate, credits per recipient, total credits and cost for a send.
 * `recipientsHelp` and `extensionNote` come formatted from the server (CreditCounter.tsx).
 */
export function CreditCounterClient({
  ranges,
  recipientsHelp,
  extensionNote,
}: {
  ranges: PriceRange[];
  recipientsHelp: string;
  extensionNote: string;
}) {
  const t = useTranslations('Tools.CreditCounter');
  const f = useFormatters();
  const id = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [recipientsRaw, setRecipientsRaw] = useState('1');
  const [replacedNote, setReplacedNote] = useState('');

  const analysis = useMemo(() => analyzeMessage(text), [text]);
  const recipients = readRecipients(recipientsRaw);
  const total = recipients === null ? null : analysis.credits * recipients;
  const thai = analysis.encoding === 'unicode';
  const replaceable = countReplaceable(analysis.nonGsmChars);

  const summary =
    text === ''
      ? ''
      : t(total === null ? 'announce' : 'announceTotal', {
          length: analysis.length,
          rate: t(thai ? 'rateThaiShort' : 'rateEnglishShort'),
          credits: analysis.credits,
          total: total ?? 0,
        });
  const announcement = useDebouncedValue([replacedNote, summary].filter(Boolean).join(' '));

  function replace() {
    setText(replaceReplaceable(text));
    setReplacedNote(t('replaced', { count: replaceable }));
    // The button disappears with nothing left to replace: keep keyboard focus in the message.
    messageRef.current?.focus();
  }

  return (
    <div className={styles.tool}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          {t('messageLabel')}
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          className={styles.input}
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setReplacedNote('');
          }}
          aria-describedby={`${id}-message-help`}
        />
        <p id={`${id}-message-help`} className={styles.help}>
          {t('messageHelp')}
        </p>
      </div>

      <dl className={styles.figures}>
        <div>
          <dt>{t('characters')}</dt>
          <dd>{f.count(analysis.length)}</dd>
        </div>
        <div>
          <dt>{t('rate')}</dt>
          <dd className={thai ? own.rateThai : undefined}>{t(thai ? 'rateThai' : 'rateEnglish')}</dd>
        </div>
        <div className={styles.key}>
          <dt>{t('creditsPerRecipient')}</dt>
          <dd>{f.count(analysis.credits)}</dd>
        </div>
      </dl>
      {!thai && <p className={styles.help}>{extensionNote}</p>}

      {replaceable > 0 && (
        <div className={styles.field}>
          <button
            type="button"
            className={`button ${styles.action}`}
            onClick={replace}
            aria-describedby={`${id}-replace-help`}
          >
            {t('replaceButton', { count: replaceable })}
          </button>
          <p id={`${id}-replace-help`} className={styles.help}>
            {t('replaceHelp')}
          </p>
        </div>
      )}
      {thai && <NonGsmReport text={text} chars={analysis.nonGsmChars} headingId={`${id}-offenders`} />}

      <RecipientsCost
        id={`${id}-recipients`}
        raw={recipientsRaw}
        onChange={setRecipientsRaw}
        valid={recipients !== null}
        total={text === '' ? null : total}
        ranges={ranges}
        help={recipientsHelp}
      />
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
