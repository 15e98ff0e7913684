'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

import { sessionGet, sessionSet } from '@/components/widgets/browser-storage';
import { trapTab } from '@/components/widgets/focus-trap';
import { SiteLink } from '@/components/navigation/SiteLink';
import styles from '@/components/widgets/PopupDialog.module.css';

type Props = {
  id: string;
  /** Attributes of the optimised image (components/media/Picture's pictureProps), loaded once the popup opens. */
  image: ImgHTMLAttributes<HTMLImageElement> & { alt: string };
  /** Safe absolute URL or site path; null = the image is not a link. */
  href: string | null;
  title: string;
  closeLabel: string;
  closeIcon: ReactNode;
};

/** Delay before the popup opens when the visitor does not scroll first. */
const OPEN_AFTER_MS = 10_000;

/**
 * The CMS popup: a modal dialog with the image (a link when it has a redirect URL). It opens
 * on the first scroll or after a few seconds, so it never competes with the page's first paint,
 * and once shown it does not come back in the same browser session. Not-found and error screens
 * never get it.
 */
export function PopupDialog({ id, image, href, title, closeLabel, closeIcon }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const key = `popupSeen:${id}`;
    if (sessionGet(key)) return;
    const show = () => {
      cleanup();
      // Never over the menu drawer, nor over a not-found or error screen.
      if (document.querySelector('dialog[open], .not-found')) return;
      sessionSet(key, '1');
      setOpen(true);
      dialog.current?.showModal();
    };
    const timer = window.setTimeout(show, OPEN_AFTER_MS);
    window.addEventListener('scroll', show, { passive: true });
    function cleanup() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', show);
    }
    return cleanup;
  }, [id]);

  // eslint-disable-next-line @next/next/no-img-element -- attributes computed by next/image's getImageProps on the server
  const picture = open ? <img {...image} alt={image.alt} /> : null;
  const external = href !== null && /^https?:/i.test(href);

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-labelledby="popup-title"
      onClose={() => setOpen(false)}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      onKeyDown={(event) => dialog.current && trapTab(event, dialog.current)}
    >
      <h2 id="popup-title" className="visually-hidden">
        {title}
      </h2>
      <button type="button" className={styles.close} onClick={() => dialog.current?.close()} autoFocus>
        {closeIcon}
        <span className="visually-hidden">{closeLabel}</span>
      </button>
      {href === null ? (
        picture
      ) : external ? (
        <a href={href} target="_blank" rel="noopener">
          {picture}
        </a>
      ) : (
        <SiteLink href={href} onClick={() => dialog.current?.close()}>
          {picture}
        </SiteLink>
      )}
    </dialog>
  );
}
