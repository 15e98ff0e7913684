'use client';
/**
 * The widgets most visitors never see, as chunks of their own: the CMS popup (opened, if at all,
 * after the visitor has read a while) and the Facebook chat loader (only where staff turn it on).
 * Imported statically, their code would sit in every page's up-front JavaScript. They are rendered
 * once the page has settled (see `useBrowserValue`): rendered at hydration, loading their chunks
 * landed in the task that runs the page's effects.
 */
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';

const PopupDialog = dynamic(() => import('@/components/widgets/PopupDialog').then((module) => module.PopupDialog), {
  ssr: false,
});

const FacebookSdk = dynamic(() => import('@/components/widgets/FacebookSdk').then((module) => module.FacebookSdk), {
  ssr: false,
});

const yes = () => true;

export function LazyPopupDialog(props: ComponentProps<typeof PopupDialog>) {
  return useBrowserValue(yes, false) ? <PopupDialog {...props} /> : null;
}

export function LazyFacebookSdk(props: ComponentProps<typeof FacebookSdk>) {
  return useBrowserValue(yes, false) ? <FacebookSdk {...props} /> : null;
}
