import { expect, test } from './support/fixtures';
import {
  adminPage,
  bangkok,
  bangkokClock,
  openScheduleDialog,
  pickBangkokTime,
  type AdminLanguage,
} from './support/admin-staff';
import { ContentApi } from './support/content-api';

/**
 * The dashboard's timeline: what goes live or ends in the next 30 days, in Bangkok time, with a
 * link to each document: a post scheduled to publish, a promotion's start and end (read from the
 * promotion's own dates, nothing scheduled), and a pop-up's window (scheduled to publish, then to
 * come down).
 */
const words: Record<AdminLanguage, { publish: string; unpublish: string; starts: string; ends: string }> = {
  th: { publish: 'เผยแพร่', unpublish: 'หยุดเผยแพร่', starts: 'เริ่มแสดง', ends: 'สิ้นสุด' },
  en: { publish: 'Goes live', unpublish: 'Comes down', starts: 'Starts', ends: 'Ends' },
};

/** A moment `days` from now at a given Bangkok hour and minute (whole minutes: the dialog's precision). */
function daysAhead(days: number, hour: number, minute: number): Date {
  const day = new Date(Date.now() + days * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(day);
  return new Date(`${ymd}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+07:00`);
}

test('the timeline lists a scheduled post, a promotion start and end and a pop-up window in Bangkok time', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ContentApi.open(request);
  const stamp = Date.now().toString(36);
  const [image] = await api.find<{ id: number }>('media');
  if (!image) throw new Error('the seed has no image');
  const times = {
    post: daysAhead(2, 10, 30),
    starts: daysAhead(3, 9, 0),
    popupOn: daysAhead(4, 8, 15),
    ends: daysAhead(5, 18, 45),
    popupOff: daysAhead(6, 20, 5),
  };
  const post = await api.createDraft<{ id: number }>('posts', {
    topic: `บทความรอเผยแพร่ ${stamp}`,
    path: `timeline-${stamp}`,
  });
  const promotion = await api.create<{ id: number }>('promotions', {
    code: `TL${stamp.toUpperCase()}`,
    title: `โปรโมชันไทม์ไลน์ ${stamp}`,
    startDate: times.starts.toISOString(),
    endDate: times.ends.toISOString(),
    isActive: true,
  });
  const popup = await api.createDraft<{ id: number }>('popups', {
    name: `popup-timeline-${stamp}`,
    image: image.id,
    isActive: true,
  });
  try {
    // Staff schedule the post and the pop-up's window in the Thai admin.
    const { page, close } = await adminPage(browser, 'th');
    try {
      const schedule = async (path: string, changes: Array<['publish' | 'unpublish', Date]>) => {
        await page.goto(path);
        const drawer = await openScheduleDialog(page);
        for (const [type, at] of changes) {
          await drawer.locator(`input[value=${type}]`).check();
          await pickBangkokTime(drawer, at);
          await drawer.locator('#scheduled-publish-save').click();
          await expect(page.getByTestId('schedule-upcoming')).toContainText(bangkok(at, 'th'));
        }
      };
      await schedule(`/admin/collections/posts/${post.id}`, [['publish', times.post]]);
      await schedule(`/admin/collections/popups/${popup.id}`, [
        ['publish', times.popupOn],
        ['unpublish', times.popupOff],
      ]);
    } finally {
      await close();
    }

    for (const language of ['th', 'en'] as const) {
      const { page: dashboard, close: done } = await adminPage(browser, language);
      try {
        await dashboard.goto('/admin');
        const timeline = dashboard.getByTestId('dashboard-timeline');
        const row = (title: string, at: Date) =>
          timeline
            .locator('li')
            .filter({ hasText: title })
            .filter({ hasText: bangkok(at, language) });
        const w = words[language];
        const expected: Array<[string, Date, string, string]> = [
          [`บทความรอเผยแพร่ ${stamp}`, times.post, w.publish, `/admin/collections/posts/${post.id}`],
          [`TL${stamp.toUpperCase()}`, times.starts, w.starts, `/admin/collections/promotions/${promotion.id}`],
          [`popup-timeline-${stamp}`, times.popupOn, w.publish, `/admin/collections/popups/${popup.id}`],
          [`TL${stamp.toUpperCase()}`, times.ends, w.ends, `/admin/collections/promotions/${promotion.id}`],
          [`popup-timeline-${stamp}`, times.popupOff, w.unpublish, `/admin/collections/popups/${popup.id}`],
        ];
        for (const [title, at, kind, href] of expected) {
          const item = row(title, at);
          await expect(item, `${language}: ${title} ${kind} at ${bangkok(at, language)}`).toHaveCount(1);
          await expect(item).toContainText(kind);
          await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', href);
        }
        // Soonest first.
        const order = await timeline
          .locator('li time')
          .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      } finally {
        await done();
      }
    }
    // The Thai admin counts years in the Buddhist era.
    expect(bangkok(times.post, 'th')).toContain(String(bangkokClock(times.post).year + 543));
  } finally {
    await api.remove('posts', post.id);
    await api.remove('promotions', promotion.id);
    await api.remove('popups', popup.id);
  }
});
