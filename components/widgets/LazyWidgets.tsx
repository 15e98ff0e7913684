'use client';
/**
 * The widgets most visitors never see, as chunks of their own: the CMS popup (loaded only when its
 * trigger fires, after the visitor has read a while) and the Facebook chat loader (only where
 * staff turn it on). Imported statically, their code would sit in every page's up-front JavaScript.
 */
import type { ReactNode } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import { lazyWidget } from '@/components/client/lazy-widget';
import type { PopupDialogProps } from '@/components/widgets/PopupDialog';
import { usePopupTrigger } from '@/components/widgets/usePopupTrigger';

const LazyPopupDialog = lazyWidget(() =>
  import('@/components/widgets/PopupDialog').then((module) => module.PopupDialog),
);

/** The Facebook chat loader, fetched when first rendered (once the page has settled). */
export const LazyFacebookSdk = lazyWidget(() =>
  import('@/components/widgets/FacebookSdk').then((module) => module.FacebookSdk),
);

const yes = () => true;

/**
 * Renders its children once the page has settled (`useBrowserValue`): rendered while the page
 * hydrates, the widgets' chunk loads started inside the task that runs the page's effects.
 */
export function AfterSettle({ children }: { children: ReactNode }) {
  return useBrowserValue(yes, false) ? children : null;
}

/**
 * The popup's rules (usePopupTrigger) run with the page; the dialog's code is fetched and mounted
 * only when they fire, so a visitor who leaves before (most of them) never loads or renders it, and
 * the page's first tasks do not either (rendered when the page settled, it cost a synchronous
 * render and a chunk's evaluation right after hydration: 5–13 ms on the bench machine, ×8 on a slow phone).
 */
export function PopupTrigger({ id, ...dialog }: PopupDialogProps & { id: string }) {
  return usePopupTrigger(id) ? <LazyPopupDialog {...dialog} /> : null;
}
