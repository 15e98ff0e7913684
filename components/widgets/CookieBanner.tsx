'use client';

import { useEffect, type KeyboardEvent, type ReactNode } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import styles from '@/components/widgets/CookieBanner.module.css';
import { acceptConsent, bannerVisible, declineConsent } from '@/components/widgets/consent';

type Props = { title: string; message: string; accept: string; decline: string; policyLink: ReactNode };

/** The consent banner at the bottom of the page: a non-modal dialog; Escape declines. */
export function CookieBanner({ title, message, accept, decline, policyLink }: Props) {
  // null until the page has settled and the browser has decided.
  const visible = useBrowserValue<boolean | null>(bannerVisible, null);
  // Lets the page make room at its end (and lift the floating buttons) while the banner is up;
  // "hidden" once the browser has decided not to show it.
  useEffect(() => {
    if (visible !== null) document.documentElement.dataset.cookieBanner = visible ? 'shown' : 'hidden';
  }, [visible]);
  if (!visible) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') declineConsent();
  };
  return (
    <div
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      onKeyDown={onKeyDown}
    >
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cookie-banner-title" className={styles.title}>
            {title}
          </h2>
          <p id="cookie-banner-text">
            {message} {policyLink}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={declineConsent}>
            {decline}
          </button>
          <button type="button" className="button button-primary" onClick={acceptConsent}>
            {accept}
          </button>
        </div>
      </div>
    </div>
  );
}
