'use client';
/**
 * The widgets most visitors never see, as chunks of their own: the CMS popup (opened, if at all,
 * after the visitor has read a while) and the Facebook chat loader (only where staff turn it on).
 * Imported statically, their code would sit in every page's up-front JavaScript.
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';

export const LazyPopupDialog = dynamic(
  () => import('@/components/widgets/PopupDialog').then((module) => module.PopupDialog),
  { ssr: false },
);

export const LazyFacebookSdk = dynamic(
  () => import('@/components/widgets/FacebookSdk').then((module) => module.FacebookSdk),
  { ssr: false },
);

const yes = () => true;

/**
 * Renders its children once the page has settled (`useBrowserValue`): rendered while the page
 * hydrates, the widgets' chunk loads started inside the task that runs the page's effects.
 */
export function AfterSettle({ children }: { children: ReactNode }) {
  return useBrowserValue(yes, false) ? children : null;
}
