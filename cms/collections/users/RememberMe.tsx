'use client';
/**
 * "Remember me" checkbox of the admin sign-in (registered as admin.components.afterLogin).
 * Payload's login form has no slot for extra fields, so the checkbox is portalled into the form
 * and records the choice in a session cookie that the wrapped /api/users/login endpoint reads
 * (see remember-me.ts).
 */
import { CheckboxInput, useTranslation } from '@payloadcms/ui';
import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';

import { adminText } from '@/cms/admin/translations';

import { REMEMBER_INTENT_COOKIE } from './remember-me-cookies';

function writeIntent(remember: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = remember
    ? `${REMEMBER_INTENT_COOKIE}=1; Path=/; SameSite=Strict${secure}`
    : `${REMEMBER_INTENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

const noSubscription = () => () => {};
const formInputs = () => document.querySelector('.login__form__inputWrap');

export function RememberMe() {
  const { i18n } = useTranslation();
  // Unchecked by default (session cookie); a choice left from an earlier visit never applies silently.
  const [checked, setChecked] = useState(false);
  const target = useSyncExternalStore(noSubscription, formInputs, () => null);

  useEffect(() => writeIntent(false), []);

  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    setChecked(event.target.checked);
    writeIntent(event.target.checked);
  };

  const label = adminText(i18n, 'rememberMe');
  const box = (
    <div className="remember-me" style={{ marginBlock: 'var(--base, 1rem)' }}>
      <CheckboxInput id="field-rememberMe" name="rememberMe" checked={checked} onToggle={onToggle} label={label} />
    </div>
  );
  return target ? createPortal(box, target) : box;
}
