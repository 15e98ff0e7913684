import { getMessages, getTranslations } from 'next-intl/server';

import { ContactForm } from '@/components/contact/ContactForm';
import type { ContactTexts } from '@/components/contact/contact-texts';
import styles from '@/components/contact/ContactSection.module.css';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/** The section's anchor: links to the form (the calculator's "contact sales") point at it. */
export const SECTION_ID = 'contact-form';
/** The answer's anchor: without JavaScript, the browser comes back to the answer after sending. */
const RESULT_ID = 'contact-result';

/**
 * The contact-back form section (spec §2): the last section of the home page, and on /contact-us.
 * Server-rendered, the form included (it works without JavaScript); the form is a client island that gets
 * the `Contact` messages as plain words (no intl provider), and loads its validation when the visitor first
 * touches it. `path` is the page
 * it is on (internal path, e.g. '/contact-us'): the lead records it as the page the form was sent from.
 */
export async function ContactSection({ locale, path }: { locale: Locale; path: string }) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Contact' }), getMessages({ locale })]);
  return (
    <section id={SECTION_ID} className={styles.section} aria-labelledby="contact-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="contact-heading">{t('heading')}</h2>
        <p className={styles.intro}>{t('intro')}</p>
        <ContactForm
          texts={messages.Contact as ContactTexts}
          locale={locale}
          permalink={`#${RESULT_ID}`}
          resultId={RESULT_ID}
          formPage={localizedPath(locale, path)}
        />
      </div>
    </section>
  );
}
