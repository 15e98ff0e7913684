import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { adminPage } from './support/admin-staff';

/**
 * Quieter screens: "Create new" saves nothing until staff save, so looking at the form and leaving
 * leaves no empty document behind (Payload used to save an untitled draft as the screen opened).
 * Saving the filled form still creates the draft.
 */
test('"Create new" followed by leaving the page leaves no document behind', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const headers = await adminAuth(request);
  const count = async (collection: string) =>
    (
      (await (await request.get(`/api/${collection}?draft=true&limit=1&depth=0`, { headers })).json()) as {
        totalDocs: number;
      }
    ).totalDocs;

  const { page, close } = await adminPage(browser, 'th');
  const stamp = Date.now().toString(36);
  try {
    for (const collection of ['promotions', 'posts', 'packages']) {
      const before = await count(collection);
      await page.goto(`/admin/collections/${collection}/create`);
      await expect(page).toHaveURL(new RegExp(`/admin/collections/${collection}/create$`));
      await expect(page.locator('#action-save')).toBeVisible();
      await page.waitForTimeout(3_000); // longer than the autosave interval
      await page.goto('/admin');
      expect(await count(collection), `${collection} after leaving`).toBe(before);
    }

    // The first save creates the draft, with what staff typed.
    const before = await count('posts');
    await page.goto('/admin/collections/posts/create');
    await page.locator('#field-topic').fill(`ร่างจากหน้าสร้างใหม่ ${stamp}`);
    await page.locator('#field-path').fill(`create-new-${stamp}`);
    await page.locator('#action-save-draft').click();
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/);
    expect(await count('posts')).toBe(before + 1);
  } finally {
    await close();
    const created = await request.get(`/api/posts?where[path][equals]=create-new-${stamp}&draft=true&depth=0`, {
      headers,
    });
    for (const doc of ((await created.json()) as { docs: Array<{ id: number }> }).docs) {
      await request.delete(`/api/posts/${doc.id}`, { headers });
    }
  }
});
