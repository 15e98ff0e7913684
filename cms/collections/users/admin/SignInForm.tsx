'use client';
/**
 * The admin's sign-in (in place of Payload's form, LoginView.tsx): username or e-mail, password and
 * "remember me"; then, for accounts with a second factor, the code from the app (or a recovery code);
 * for a role that needs one and has none yet, the QR code to enrol and then the recovery codes. Each
 * step sends the whole sign-in again (sign-in.ts): nothing is half signed in on the server.
 */
import { useTranslation } from '@payloadcms/ui';
import { useEffect, useState, type FormEvent } from 'react';

import { REMEMBER_INTENT_COOKIE } from '@/cms/collections/users/remember-me-cookies';

import { Enrolment } from './Enrolment';
import { Input } from './Input';
import styles from './StaffForm.module.css';
import { Notice, type NoticeState } from './Notice';
import { RecoveryCodes } from './RecoveryCodes';
import { postStaff } from './staff-api';
import { word } from './words';

function writeRememberIntent(remember: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = remember
    ? `${REMEMBER_INTENT_COOKIE}=1; Path=/; SameSite=Strict${secure}`
    : `${REMEMBER_INTENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

type Step =
  | { name: 'password' }
  | { name: 'code' }
  | { name: 'enrol'; token: string; secret: string; qrCode: string }
  | { name: 'recovery'; codes: string[] };

export function SignInForm({ redirect, forgotHref }: { redirect: string; forgotHref: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);

  // Unchecked by default (a session cookie); a choice left from an earlier visit never applies silently.
  useEffect(() => writeRememberIntent(false), []);

  const enter = () => window.location.assign(redirect);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await postStaff('/login', lang, {
        username: login,
        password,
        ...(step.name === 'code' || step.name === 'enrol' ? { code } : {}),
        ...(step.name === 'enrol' ? { enrolment: step.token } : {}),
      });
      const { body } = answer;
      if (answer.status === 200) {
        if (body.recoveryCodes?.length) setStep({ name: 'recovery', codes: body.recoveryCodes });
        else enter();
        return;
      }
      setCode('');
      if (body.secondFactor === 'enrol' && body.enrolment) setStep({ name: 'enrol', ...body.enrolment });
      else if (body.secondFactor === 'code' && step.name !== 'code') setStep({ name: 'code' });
      else if (!body.secondFactor) setStep({ name: 'password' });
      const first = body.secondFactor && step.name === 'password';
      setNotice({ text: answer.message || word(lang, 'failed'), error: !first });
    } catch {
      setNotice({ text: word(lang, 'failed'), error: true });
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'recovery') return <RecoveryCodes codes={step.codes} language={lang} onDone={enter} />;

  return (
    <form className={`login__form ${styles.form}`} onSubmit={submit} noValidate>
      <Notice notice={notice} />
      <div className="login__form__inputWrap">
        {step.name === 'password' ? (
          <>
            <Input
              name="username"
              label={word(lang, 'login')}
              value={login}
              onChange={(e) => setLogin(e.target.value)}
              autoComplete="username"
              required
            />
            <Input
              name="password"
              type="password"
              label={word(lang, 'password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              required
            />
            <label className="remember-me" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input
                id="field-rememberMe"
                type="checkbox"
                checked={remember}
                onChange={(e) => {
                  setRemember(e.target.checked);
                  writeRememberIntent(e.target.checked);
                }}
              />
              {word(lang, 'rememberMe')}
            </label>
          </>
        ) : null}
        {step.name === 'enrol' ? <Enrolment qrCode={step.qrCode} secret={step.secret} language={lang} /> : null}
        {step.name !== 'password' ? (
          <Input
            name="code"
            label={word(lang, step.name === 'enrol' ? 'enrolCode' : 'code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={step.name === 'enrol' ? 'numeric' : 'text'}
            autoFocus
            required
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
          <span className="btn__content">{word(lang, step.name === 'password' ? 'signIn' : 'verify')}</span>
        </button>
        {step.name === 'password' ? (
          <a href={forgotHref}>{word(lang, 'forgot')}</a>
        ) : (
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => setStep({ name: 'password' })}
          >
            <span className="btn__content">{word(lang, 'back')}</span>
          </button>
        )}
      </div>
    </form>
  );
}
