'use client';
/** "Forgot password": a username or an e-mail; the answer is the same whether an account matches. */
import { useTranslation } from '@payloadcms/ui';
import { useState, type FormEvent } from 'react';

import { Input } from './Input';
import styles from './StaffForm.module.css';
import { Notice, type NoticeState } from './Notice';
import { postStaff } from './staff-api';
import { word } from './words';

export function ForgotForm({ loginHref }: { loginHref: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [login, setLogin] = useState('');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await postStaff('/forgot-password', lang, { username: login });
      setNotice({ text: answer.message || word(lang, 'failed'), error: answer.status !== 200 });
    } catch {
      setNotice({ text: word(lang, 'failed'), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`forgot-password__form ${styles.form}`} onSubmit={submit} noValidate>
      <h1>{word(lang, 'forgotTitle')}</h1>
      <p>{word(lang, 'forgotHelp')}</p>
      <Notice notice={notice} />
      <Input
        name="username"
        label={word(lang, 'login')}
        value={login}
        onChange={(e) => setLogin(e.target.value)}
        autoComplete="username"
        required
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
          <span className="btn__content">{word(lang, 'send')}</span>
        </button>
        <a href={loginHref}>{word(lang, 'back')}</a>
      </div>
    </form>
  );
}
