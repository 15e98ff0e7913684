import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { signInToAdmin } from './support/admin-ui';
import { msg } from './support/site';
import { invitedStaff } from './support/staff';
import { moneyFormat } from '../../lib/format/number';

/**
 * Payload's Live Preview: the package's public page beside the editor, in draft mode, following the
 * draft as staff type (autosave), its preview bar following the document's state (draft, then
 * published), at phone and desktop widths.
 */
test('live preview shows the package page with the unsaved draft as staff type', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await adminAuth(request);
  const list = await request.get('/api/packages?where[displayHomePage][equals]=true&limit=1&depth=0', { headers });
  const [pkg] = ((await list.json()) as { docs: { id: number; price: number }[] }).docs;
  if (!pkg) throw new Error('no home package');
  // A fresh editor: Payload remembers per user whether Live Preview was open.
  const { username, password } = await invitedStaff(request, 'editor', { prefix: 'e2e-live' });
  try {
    await signInToAdmin(page, { username, password });
    await page.goto(`/admin/collections/packages/${pkg.id}`);
    await page.locator('#live-preview-toggler').click();
    const frame = page.frameLocator('#live-preview-iframe');
    await expect(frame.getByTestId('preview-bar')).toBeVisible({ timeout: 20_000 });

    const price = 6543;
    await page.locator('#field-price').fill(String(price));
    await expect(frame.locator('main')).toContainText(moneyFormat('th').format(price), { timeout: 20_000 });

    // The preview bar says the page shows an unpublished draft; after Publish it says published.
    // (The price is typed back first, so publishing changes nothing visitors see.)
    await expect(frame.getByTestId('preview-bar')).toHaveAttribute('data-state', 'draft');
    await page.locator('#field-price').fill(String(pkg.price));
    await expect(frame.locator('main')).toContainText(moneyFormat('th').format(pkg.price), { timeout: 20_000 });
    await page.locator('#action-save').click();
    await expect(frame.getByTestId('preview-bar')).toHaveAttribute('data-state', 'published', { timeout: 20_000 });
    await expect(frame.getByTestId('preview-bar')).toContainText(msg('th', 'Preview.barPublished'));

    // Phone and desktop widths are offered (labelled by size, the same in both admin languages); the phone one resizes the frame.
    await page.getByRole('button', { name: 'Responsive' }).click();
    await expect(page.getByRole('button', { name: '1280 × 800' })).toBeVisible();
    await page.getByRole('button', { name: '390 × 844' }).click();
    await expect(page.locator('.live-preview-toolbar-controls__device-size input').first()).toHaveValue('390');
    const frameBox = await page.locator('#live-preview-iframe').boundingBox();
    expect(Math.round(frameBox?.width ?? 0)).toBeLessThanOrEqual(390);
  } finally {
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
  }
});
