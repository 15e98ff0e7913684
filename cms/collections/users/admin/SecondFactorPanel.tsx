'use client';
/**
 * The second factor on an account screen (a `ui` field of the users collection). On one's own account:
 * set up an authenticator app, renew the recovery codes, or turn it off where the role allows. An admin
 * on another person's account: reset it (lost phone), which signs them out. The server decides
 * (second-factor/endpoints.ts); this only calls it.
 */
import { useAuth, useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useState, type FormEvent } from 'react';

import { Enrolment } from './Enrolment';
import { Input } from './Input';
import { Notice, type NoticeState } from './Notice';
import { RecoveryCodes } from './RecoveryCodes';
import { postStaff } from './staff-api';
import { word } from './words';

type Offer = { token: string; secret: string; qrCode: string };

function formatDate(value: unknown, language: string): string {
  const date = new Date(String(value));
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(language === 'th' ? 'th-TH' : 'en-GB', { timeZone: 'Asia/Bangkok' });
}

export function SecondFactorPanel() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { id, initialData } = useDocumentInfo();
  const { user } = useAuth();
  const [enabledAt, setEnabledAt] = useState<unknown>(initialData?.secondFactorEnabledAt ?? null);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<NoticeState>(null);
  if (!id || !user) return null;
  const own = String(user.id) === String(id);
  const isAdmin = ((user as { roles?: string[] }).roles ?? []).includes('admin');
  if (!own && !isAdmin) return null;

  const call = async (path: string, data?: unknown) => {
    const answer = await postStaff(path, lang, data);
    if (answer.status !== 200) setNotice({ text: answer.message || word(lang, 'failed'), error: true });
    else setNotice(null);
    return answer;
  };
  const start = async () => {
    const answer = await call('/second-factor/setup');
    if (answer.body.enrolment) setOffer(answer.body.enrolment);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await call('/second-factor/confirm', { enrolment: offer?.token, code });
    setCode('');
    if (answer.body.recoveryCodes) {
      setOffer(null);
      setCodes(answer.body.recoveryCodes);
      setEnabledAt(new Date().toISOString());
    }
  };
  const renew = async () => {
    const answer = await call('/second-factor/recovery-codes');
    if (answer.body.recoveryCodes) setCodes(answer.body.recoveryCodes);
  };
  const turnOff = async () => {
    if ((await call('/second-factor/disable')).status === 200) setEnabledAt(null);
  };
  const resetOther = async () => {
    if (!window.confirm(word(lang, 'resetOtherConfirm'))) return;
    if ((await call(`/${id}/second-factor/reset`)).status === 200) {
      setEnabledAt(null);
      setNotice({ text: word(lang, 'resetOtherDone'), error: false });
    }
  };

  const button = (label: string, onClick: () => void) => (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onClick}>
      <span className="btn__content">{label}</span>
    </button>
  );

  return (
    <section
      className="field-type second-factor"
      aria-labelledby="second-factor-title"
      style={{ marginBlock: 'var(--base)' }}
    >
      <h3 id="second-factor-title">{i18n.language === 'th' ? 'การยืนยันตัวตนขั้นที่สอง' : 'Second factor'}</h3>
      <p data-testid="second-factor-status">
        {enabledAt ? word(lang, 'panelOn', { date: formatDate(enabledAt, lang) }) : word(lang, 'panelOff')}
      </p>
      <Notice notice={notice} />
      {codes ? <RecoveryCodes codes={codes} language={lang} onDone={() => setCodes(null)} /> : null}
      {own && offer ? (
        <form onSubmit={confirm}>
          <Enrolment qrCode={offer.qrCode} secret={offer.secret} language={lang} />
          <Input
            name="enrol-code"
            label={word(lang, 'enrolCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            <span className="btn__content">{word(lang, 'verify')}</span>
          </button>
        </form>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {own && !offer ? button(word(lang, 'setUp'), () => void start()) : null}
        {own && enabledAt ? button(word(lang, 'renewCodes'), () => void renew()) : null}
        {own && enabledAt ? button(word(lang, 'turnOff'), () => void turnOff()) : null}
        {!own && isAdmin && enabledAt ? button(word(lang, 'resetOther'), () => void resetOther()) : null}
      </div>
    </section>
  );
}
