'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

import { usePageLocale } from '@/components/navigation/use-page-path';
import styles from '@/components/widgets/PopupDialog.module.css';
import { trapTab } from '@/components/widgets/focus-trap';
import { localizedPath } from '@/i18n/paths';

export type PopupDialogProps = {
  /** Attributes of the optimised image (components/media/Picture's pictureProps), loaded once the popup opens. */
  image: ImgHTMLAttributes<HTMLImageElement> & { alt: string };
  /** Safe absolute URL or site path; null = no link. */
  href: string | null;
  title: string;
  moreLabel: string;
  closeLabel: string;
  closeIcon: ReactNode;
};

/** Where the popup is a card at the bottom rather than a modal dialog (search engines' "interstitial"). */
const CARD_MEDIA = '(max-width: 639px)';

/**
 * The CMS popup, mounted open by PopupTrigger (LazyWidgets) when usePopupTrigger's rules fire (after
 * a while of reading, once the consent banner is answered, never on not-found and error screens).
 * On a large screen a modal dialog (focus moves to its close button and stays inside; Escape or the
 * backdrop close it); on a phone a card above the contact bar that leaves the page usable and the
 * focus where it is (Escape or its close button dismiss it).
 */
export function PopupDialog({ image, href, title, moreLabel, closeLabel, closeIcon }: PopupDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const locale = usePageLocale();
  const [variant, setVariant] = useState<'modal' | 'card' | null>(null);

  // Opens once, as it mounts: usePopupTrigger has checked that the page can take it now.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const card = window.matchMedia(CARD_MEDIA).matches;
    setVariant(card ? 'card' : 'modal');
    // A non-modal show() would move the focus; the open attribute shows the card without that.
    if (card) {
      element.setAttribute('open', '');
    } else {
      element.showModal();
      element.querySelector('button')?.focus();
    }
  }, []);

  // A card is not modal, so the browser does not close it on Escape.
  useEffect(() => {
    if (variant !== 'card') return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && dialog.current?.close();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [variant]);

  const close = () => dialog.current?.close();
  const external = href !== null && /^https?:/i.test(href);

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      data-variant={variant ?? undefined}
      aria-labelledby="popup-title"
      onClose={() => setVariant(null)}
      onClick={(event) => variant === 'modal' && event.target === dialog.current && close()}
      onKeyDown={(event) => variant === 'modal' && dialog.current && trapTab(event, dialog.current)}
    >
      <button type="button" className={styles.close} onClick={close}>
        {closeIcon}
        <span className="visually-hidden">{closeLabel}</span>
      </button>
      <h2 id="popup-title" className={styles.title}>
        {title}
      </h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes computed by next/image's getImageProps on the server */}
      {variant ? <img {...image} alt={image.alt} className={styles.image} /> : null}
      {href === null ? null : external ? (
        <a href={href} target="_blank" rel="noopener" className="button button-primary">
          {moreLabel}
        </a>
      ) : (
        <a href={localizedPath(locale, href)} onClick={close} className="button button-primary">
          {moreLabel}
        </a>
      )}
    </dialog>
  );
}
