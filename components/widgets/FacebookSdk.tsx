'use client';

import { useEffect } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import { whenIdle } from '@/components/widgets/browser-storage';
import { hasConsent } from '@/components/widgets/consent';

const SDK_VERSION = 'v18.0';
const SCRIPT_ID = 'facebook-jssdk';

type FacebookWindow = Window & { fbAsyncInit?: () => void; FB?: { init: (options: object) => void } };

function loadSdk(fbLocale: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const w = window as FacebookWindow;
  w.fbAsyncInit = () => w.FB?.init({ xfbml: true, version: SDK_VERSION });
  if (!document.getElementById('fb-root')) {
    const root = document.createElement('div');
    root.id = 'fb-root';
    document.body.appendChild(root);
  }
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = `https://connect.facebook.net/${fbLocale}/sdk.js`;
  script.async = true;
  script.crossOrigin = 'anonymous';
  document.body.appendChild(script);
}

/**
 * Facebook's JavaScript SDK (v18.0), rendered only when the settings turn it on, and loaded
 * only after cookie consent, when the browser is idle. Meta retired the Customer Chat plugin in
 * 2024: visitors reach Messenger through the m.me button, which needs no script.
 */
export function FacebookSdk({ fbLocale }: { fbLocale: string }) {
  const consented = useBrowserValue(hasConsent, false);
  useEffect(() => {
    if (!consented) return;
    return whenIdle(() => loadSdk(fbLocale));
  }, [consented, fbLocale]);
  return null;
}
