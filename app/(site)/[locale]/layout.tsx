import '@/app/(site)/globals.css';

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { VisitLanding } from '@/components/contact/VisitLanding';
import { PageSprite } from '@/components/icons/PageSprite';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { fontVariables } from '@/components/layout/fonts';
import { ErrorTextsProvider } from '@/components/page/ErrorTexts';
import { LivePreview } from '@/components/preview/LivePreview';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { SiteWidgets } from '@/components/widgets/SiteWidgets';
import { siteUrl } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { content, duringBuildOr, loadSiteConfig } from '@/lib/content';
import { isPreviewing } from '@/lib/content/preview';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'th',
    namespace: 'Metadata',
  });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('tagline'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    // A PNG, not the SVG: Chrome decodes a page's SVG icon on its main thread, 3–28 ms after the
    // first paint on this machine (public/favicon.png is public/favicon.svg drawn at 96 px).
    icons: { icon: [{ url: '/favicon.png', type: 'image/png', sizes: '96x96' }] },
  };
}

/*
 * Nothing of the page is laid out before its stylesheets apply. When a new page's input channel opens,
 * Chrome runs the messages the browser queued for it (its focus among them, as far as traces tell),
 * and that task lays the document out at once (a forced layout), whether or not the stylesheets have
 * arrived: in about one load in four here the page parsed so far, often all of it, unstyled and in
 * the default fonts, which on Thai home took 100-133 ms (phone viewport, unthrottled), a task
 * Lighthouse counts as blocking time. The page cannot be painted before its stylesheets anyway (they
 * block rendering), so the body's content waits under `content-visibility: hidden` (1-5 ms for the
 * same layout), and globals.css shows it (`html body`, which outranks this rule wherever it comes in
 * the head). Should the stylesheets fail to load, the animation shows the page, unstyled, 4 s on.
 */
const BEFORE_STYLES =
  'body{content-visibility:hidden;animation:0s 4s forwards unstyled-shown}' +
  '@keyframes unstyled-shown{to{content-visibility:visible}}';

export const viewport: Viewport = { themeColor: '#0b5fff', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, te, config, popup, previewing] = await Promise.all([
    getTranslations('Nav'),
    getTranslations('Error'),
    loadSiteConfig(locale),
    duringBuildOr(content.popup(locale), null),
    isPreviewing(),
  ]);
  // The error screen gets its texts as plain strings. The pages have no intl provider in the browser:
  // client components know their language from the route (usePageLocale), and only the tools and the
  // contact form, which format messages there, have one of their own (with use-intl's formatters).
  const errorTexts = {
    heading: te('heading'),
    message: te('message'),
    statusLabel: te.raw('statusLabel') as string,
    retry: te('retry'),
    backHome: te('backHome'),
  };

  return (
    <html lang={locale} className={fontVariables}>
      <head>
        <style>{BEFORE_STYLES}</style>
      </head>
      <body>
        <PageSprite />
        <VisitLanding />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {previewing && <PreviewBar />}
        {previewing && <LivePreview />}
        <SiteHeader locale={locale} config={config} />
        <main id="main" tabIndex={-1}>
          <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
        </main>
        <SiteFooter locale={locale} config={config} />
        <SiteWidgets locale={locale} config={config} popup={popup} />
      </body>
    </html>
  );
}
