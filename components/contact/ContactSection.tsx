import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { ContactForm } from '@/components/contact/ContactForm';
import styles from '@/components/contact/ContactSection.module.css';
import type { Locale } from '@/i18n/locales';

/** The section's anchor: without JavaScript, the form's answer comes back to it. */
const SECTION_ID = 'contact-form';

/**
 * The contact-back form section (spec §2): the last section of the home page, and on /contact-us.
 * Server-rendered, the form included (it works without JavaScript); the form is a client island that gets
 * only the `Contact` messages, and loads its validation as the section nears the viewport.
 */
export async function ContactSection({ locale }: { locale: Locale }) {
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Contact' }), getMessages({ locale })]);
  return (
    <section id={SECTION_ID} className={styles.section} aria-labelledby="contact-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="contact-heading">{t('heading')}</h2>
        <p className={styles.intro}>{t('intro')}</p>
        <NextIntlClientProvider locale={locale} messages={{ Contact: messages.Contact }}>
          <ContactForm permalink={`#${SECTION_ID}`} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
