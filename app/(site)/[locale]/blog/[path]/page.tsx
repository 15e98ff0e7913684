import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { PostGrid } from '@/components/blog/PostGrid';
import { PostMeta } from '@/components/blog/PostMeta';
import { postMetaText } from '@/components/blog/post-meta-text';
import { RichTextView } from '@/components/blog/RichTextView';
import { Picture } from '@/components/media/Picture';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { notFoundMetadata } from '@/components/page/NotFoundView';
import { Section } from '@/components/page/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/i18n/paths';
import { routeLocale } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';
import { readingMinutes } from '@/lib/content/reading-time';
import { pageRoutes } from '@/lib/routes';
import { article } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';

import { PRERENDERED_ARTICLES } from '@/app/(site)/[locale]/blog/prerender';

type Props = { params: Promise<{ locale: string; path: string }> };

/** The newest articles are prerendered; the others render on first request and are kept (../prerender.ts). */
export const dynamicParams = true;

export async function generateStaticParams() {
  const paths = await duringBuildOr(content.allPostPaths(), []);
  return paths.slice(0, PRERENDERED_ARTICLES).map((path) => ({ path }));
}

async function load(params: Props['params']) {
  const locale = await routeLocale(params.then(({ locale }) => ({ locale })));
  const { path } = await params;
  return { locale, post: await content.post(locale, decodeURIComponent(path)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await load(params);
  const t = await getTranslations({ locale });
  if (!post) return notFoundMetadata;
  return {
    ...pageMetadata({
      locale,
      path: `${pageRoutes.blog}/${post.path}`,
      title: post.metaTitle || post.title,
      description: post.metaDescription || t('Metadata.description'),
      siteName: t('Metadata.siteName'),
      type: 'article',
      images: [`${absoluteUrl(locale, `${pageRoutes.blog}/${post.path}`)}/og`],
    }),
    ...(post.metaKeywords ? { keywords: post.metaKeywords } : {}),
  };
}

/** One article: cover, type, creation date and body; unknown paths get the "article not found" screen. */
export default async function ArticlePage({ params }: Props) {
  const { locale, post } = await load(params);
  if (!post) notFound();
  const [t, tp, tb, related] = await Promise.all([
    getTranslations('Nav'),
    getTranslations('Pages.blog'),
    getTranslations('BlogPage'),
    content.relatedPosts(locale, post),
  ]);
  const siteName = (await getTranslations('Metadata'))('siteName');
  return (
    <>
      <article className="article">
        <header className="page-intro">
          <div className="container narrow">
            <Breadcrumbs
              locale={locale}
              label={t('breadcrumb')}
              crumbs={[
                { name: t('home'), path: '/' },
                { name: tp('title'), path: pageRoutes.blog },
                { name: post.title, path: `${pageRoutes.blog}/${post.path}` },
              ]}
            />
            <PostMeta meta={await postMetaText(post, locale, readingMinutes(post.body, locale))} />
            <h1>{post.title}</h1>
          </div>
        </header>
        <div className="container narrow article-body">
          {post.cover ? (
            <Picture
              className="article-cover"
              src={post.cover.url}
              alt={post.cover.alt}
              width={post.cover.width}
              height={post.cover.height}
              sizes="(max-width: 760px) 92vw, 720px"
              preload
            />
          ) : null}
          <RichTextView content={post.body} />
        </div>
      </article>
      {related.length > 0 ? (
        <Section id="more-articles" tone="soft" title={tb('related')}>
          <PostGrid posts={related} locale={locale} />
        </Section>
      ) : null}
      <JsonLd data={article(locale, post, siteName)} />
    </>
  );
}
