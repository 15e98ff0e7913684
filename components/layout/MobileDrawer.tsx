'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import styles from '@/components/layout/MobileDrawer.module.css';
import { trapTab } from '@/components/widgets/focus-trap';
import { usePagePath } from '@/components/navigation/use-page-path';

type Props = {
  openLabel: string;
  closeLabel: string;
  title: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
};

const yes = () => true;

/**
 * The mobile side drawer: a modal <dialog>, so focus stays inside it and the page behind is
 * inert; Escape, the close button, a click on the backdrop or on a link close it, and focus
 * returns to the menu button.
 */
export function MobileDrawer({ openLabel, closeLabel, title, openIcon, closeIcon, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The menu button works only once the page's scripts have run (they start after the first
  // paint): until then it is disabled, so a tap is not silently lost and tests wait for it. It is
  // enabled once the page has settled (loaded, then idle), with the other browser-only values.
  const ready = useBrowserValue(yes, false);
  const pathname = usePagePath();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  // Opened after its content has rendered, so the dialog can put focus on its first control.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  const close = () => dialog.current?.close();
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === dialog.current || target.closest('a')) close();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={`${styles.toggle} mobile-only`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-drawer"
        disabled={!ready}
        onClick={() => setOpen(true)}
      >
        {openIcon}
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        id="site-drawer"
        ref={dialog}
        className={styles.drawer}
        aria-label={title}
        onClick={onDialogClick}
        onKeyDown={(event) => dialog.current && trapTab(event, dialog.current)}
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        {/* Mounted only while open: the page does not build and hydrate a second copy of the menu. */}
        {open ? (
          <div className={styles.panel}>
            <button type="button" className={styles.close} onClick={close}>
              {closeIcon}
              <span className="visually-hidden">{closeLabel}</span>
            </button>
            {children}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
