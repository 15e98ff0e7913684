/**
 * Many generated articles, for the scale test and the benchmark (never the normal seed): published,
 * active, spread over the active categories, one a day back in time, each in all five languages.
 * Their paths start with BULK_PREFIX so they can be removed again. Created through the Local API
 * with revalidation off (one process, no HTTP): about a thousand a minute on this kind of machine.
 */
import { commitTransaction, createLocalReq, initTransaction, type Payload, type PayloadRequest } from 'payload';

import type { Post } from '@/cms/payload-types';
import { locales, type Locale } from '@/i18n/locales';

import { BULK_PREFIX } from './data/bulk';
import { doc, h2, p } from './lexical';
import { seedContext } from './seeder';

const texts: Record<Locale, (n: number) => { topic: string; summary: string; body: string }> = {
  th: (n) => ({
    topic: `เคล็ดลับ SMS ข้อที่ ${n}: วางแผนแคมเปญให้ได้ผล`,
    summary: `บทความที่ ${n} ว่าด้วยการวางแผนแคมเปญ SMS และการวัดผล`,
    body: `ธุรกิจที่วางแผนดีทำให้ลูกค้าส่งข้อความตอบกลับได้ง่าย บทความที่ ${n} อธิบายการเลือกเวลาส่งและการวัดผล`,
  }),
  en: (n) => ({
    topic: `SMS tip ${n}: planning a campaign that works`,
    summary: `Article ${n} on planning SMS campaigns and measuring them`,
    body: `A well planned campaign makes it easy for customers to reply. Article ${n} covers timing and measurement.`,
  }),
  'zh-CN': (n) => ({
    topic: `短信技巧第 ${n} 条：策划有效的营销活动`,
    summary: `第 ${n} 篇文章，介绍短信营销活动的策划与效果衡量`,
    body: `精心策划的活动让客户更容易回复短信。第 ${n} 篇文章讲解发送时间与效果衡量。`,
  }),
  'zh-TW': (n) => ({
    topic: `簡訊技巧第 ${n} 條：規劃有效的行銷活動`,
    summary: `第 ${n} 篇文章，介紹簡訊行銷活動的規劃與成效衡量`,
    body: `精心規劃的活動讓客戶更容易回覆簡訊。第 ${n} 篇文章說明發送時間與成效衡量。`,
  }),
  vi: (n) => ({
    topic: `Mẹo SMS số ${n}: lên kế hoạch chiến dịch hiệu quả`,
    summary: `Bài viết số ${n} về lập kế hoạch và đo lường chiến dịch SMS`,
    body: `Một chiến dịch được lên kế hoạch tốt giúp khách hàng dễ trả lời. Bài viết số ${n} nói về thời điểm gửi và đo lường.`,
  }),
};

/** Every localized field with a value per language (written at once with `locale: 'all'`). */
function fields(n: number) {
  const out = { topic: {}, metaDescription: {}, body: {} } as Record<
    'topic' | 'metaDescription' | 'body',
    Record<string, unknown>
  >;
  for (const locale of locales) {
    const text = texts[locale](n);
    out.topic[locale] = text.topic;
    out.metaDescription[locale] = text.summary;
    out.body[locale] = doc(h2(text.topic), p(text.body));
  }
  return out;
}

/** Creates `count` articles (numbered from 1) and returns how many it created. */
export async function addBulkArticles(payload: Payload, count: number, now = new Date()): Promise<number> {
  const categories = await payload.find({ collection: 'categories', limit: 0, depth: 0, context: seedContext });
  const ids = categories.docs.filter((c) => c.isActive).map((c) => c.id);
  // One transaction per 100 articles: a commit per write (each an fsync) is slower.
  let req: PayloadRequest | undefined;
  for (let n = 1; n <= count; n++) {
    if (!req) {
      req = await createLocalReq({ context: seedContext }, payload);
      await initTransaction(req);
    }
    await payload.create({
      req,
      collection: 'posts',
      // One write for every language: five times faster than a create and four translations. Payload's
      // types allow 'all' on reads only; its create stores each language's value (see the scale test).
      locale: 'all' as Locale,
      depth: 0,
      context: seedContext,
      // Payload's generated type describes one language's values; with locale 'all' each is per language.
      data: {
        ...fields(n),
        path: `${BULK_PREFIX}${n}`,
        type: 'article',
        category: ids.length > 0 ? ids[n % ids.length] : undefined,
        isActive: true,
        _status: 'published',
        publishedAt: new Date(now.getTime() - (n + 30) * 86_400_000).toISOString(),
      } as unknown as Post,
    });
    if (n % 100 === 0 || n === count) {
      await commitTransaction(req);
      req = undefined;
    }
  }
  return count;
}

/** Deletes every bulk article; returns how many. */
export async function removeBulkArticles(payload: Payload): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'posts',
    where: { path: { like: BULK_PREFIX } },
    context: seedContext,
  });
  return docs.length;
}
