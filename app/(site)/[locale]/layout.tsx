import '@/app/(site)/globals.css';

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { fontVariables } from '@/components/layout/fonts';
import { siteUrl } from '@/i18n/paths';
import { routing } from '@/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : 'th', namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('tagline'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#0b5fff', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Nav');
  // Client components get only what they need; the error boundary needs its texts.
  const { Error: errorMessages } = await getMessages();

  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={{ Error: errorMessages }}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
