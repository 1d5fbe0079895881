import { expect, test, type Locator, type Page } from '@playwright/test';
import { orderPayload } from '../support/checkout';
import { ADMIN, PNG, apiToken, field, login } from './backoffice-support';

// Keyboard use of the back-office (issue 24, item 17): closing a dialog, or uploading a certificate, leaves
// focus on the control that opened it (or the nearest control left), never on the page body.

/** Opens a dialog from `opener` with the keyboard (focus, then Enter), as a keyboard user does. */
async function openWithKeyboard(page: Page, opener: Locator, dialogName: string | RegExp): Promise<Locator> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('keyboard focus in the back-office', () => {
  test.beforeEach(async ({ page }) => login(page, ADMIN));

  test('order View and Status dialogs give focus back to their buttons (Escape, Cancel, Update); a deleted row hands it on', async ({
    page,
    request,
  }) => {
    const product = (await (await request.get('/api/products?per_page=1')).json()).data.data[0].id as number;
    // Three orders to one address, listed newest first: [third, second, first]. Placed signed in, so they do
    // not count against the guest limit per address.
    const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
    const email = `focus-${Date.now()}@example.net`;
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await request.post('/api/orders', {
        headers,
        data: orderPayload([{ product_id: product, quantity: 1 }], { shipping_email: email }),
      });
      expect(placed.ok()).toBeTruthy();
      numbers.push((await placed.json()).data.order_number as string);
    }
    const [first, second, third] = numbers;
    const orderNumber = second;
    await page.goto(`/admin/orders?search=${encodeURIComponent(email)}`);
    await expect(page.getByRole('button', { name: /^View / })).toHaveCount(3);
    const row = page.getByRole('row').filter({ hasText: orderNumber });

    const view = row.getByRole('button', { name: `View ${orderNumber}` });
    const details = await openWithKeyboard(page, view, 'Order details');
    await expect(details.getByRole('heading', { name: 'Items' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(view).toBeFocused();

    const status = row.getByRole('button', { name: `Update status of ${orderNumber}` });
    let dialog = await openWithKeyboard(page, status, /^Update status/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toBeFocused();

    // After an update the page comes back fresh from the action; focus is still on the row's Status button.
    dialog = await openWithKeyboard(page, status, /^Update status/);
    await dialog.getByLabel('Status').selectOption('processing');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('processing');
    await expect(status).toBeFocused();

    // Delete takes the row out of the list (the dialog goes with it): the list hands focus to the next row's
    // first control, else the previous row's, else its empty state; never to the page body.
    const remove = async (number: string) => {
      const dialog = await openWithKeyboard(
        page,
        page.getByRole('row').filter({ hasText: number }).getByRole('button', { name: 'Delete' }),
        'Delete order',
      );
      await dialog.getByRole('button', { name: 'Delete order' }).press('Enter');
      await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(0);
      await expect(dialog).toBeHidden();
    };
    await remove(second);
    await expect(page.getByRole('button', { name: `View ${first}` })).toBeFocused();
    await remove(first);
    await expect(page.getByRole('button', { name: `View ${third}` })).toBeFocused();
    await remove(third);
    await expect(page.getByText('No orders found.')).toBeFocused();
    await expect(page.getByText('Order deleted successfully')).toBeVisible();
  });

  test('the offline-donation dialog gives focus back to its button, closed or saved; the certificate upload keeps focus and shows it', async ({
    page,
  }) => {
    await page.goto('/admin/donations');
    const record = page.getByRole('button', { name: 'Record offline donation' });
    let dialog = await openWithKeyboard(page, record, 'Record offline donation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();

    const donor = `Keyboard Donor ${Date.now()}`;
    dialog = await openWithKeyboard(page, record, 'Record offline donation');
    await dialog.getByLabel('Donor name *').fill(donor);
    await dialog.getByLabel('Amount (₹) *').fill('5000');
    await dialog.getByLabel('Email').fill('keyboard@example.test');
    await dialog.getByLabel('Address').fill('7 Mall Road, Kanpur');
    await dialog.getByLabel('Wants an 80G receipt').check();
    await dialog.getByLabel('PAN (required for 80G)').fill('ABCDE1234F');
    await dialog.getByRole('button', { name: 'Record donation' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(record).toBeFocused();

    // The certificate control: reached with Tab, its focus is visible on the label that draws it, and it
    // keeps focus through the upload.
    const row = page.getByRole('row').filter({ hasText: donor });
    const upload = row.getByLabel(`Upload 80G certificate for ${donor}`);
    await upload.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(upload).toBeFocused();
    const outline = await upload.evaluate((input) => {
      const style = getComputedStyle(input.closest('label')!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await upload.setInputFiles({ name: '10be.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
    await expect(row.getByRole('link', { name: 'View' })).toBeVisible();
    await expect(upload).toBeFocused();
  });

  test('the team dialogs give focus back: Add Member (also when opened from the dashboard link) and Edit', async ({ page }) => {
    await page.goto('/admin/team');
    const add = page.getByRole('main').getByRole('button', { name: 'Add Member', exact: true });
    const dialog = await openWithKeyboard(page, add, 'Add Member');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page
      .getByRole('main')
      .getByRole('button', { name: /^Edit / })
      .first();
    const editing = await openWithKeyboard(page, edit, 'Edit Member');
    await editing.getByRole('button', { name: 'Close dialog' }).click();
    await expect(editing).toBeHidden();
    await expect(edit).toBeFocused();

    // From the dashboard's link the dialog is open on arrival, with no opener on the page.
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Invite Team Member' }).click();
    const invited = page.getByRole('dialog', { name: 'Add Member' });
    await expect(invited).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(invited).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('a deleted slide hands focus to the slide beside it (the same list code as orders)', async ({ page }) => {
    await page.goto('/admin/slides');
    const title = `E2E focus ${Date.now()}`;
    await field(page, 'Title *').fill(title);
    await field(page, 'Image *').setInputFiles({ name: 's.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload Slide' }).click();
    await expect(page.getByText('Slide uploaded successfully!')).toBeVisible();
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByTestId('slide-title') });
    await expect(items.filter({ hasText: title })).toHaveCount(1);
    const titles = (await items.getByTestId('slide-title').allInnerTexts()).map((t) => t.replace(/^\d+\.\s*/, ''));
    const at = titles.indexOf(title);
    const beside = titles[at + 1] ?? titles[at - 1];
    const dialog = await openWithKeyboard(page, items.filter({ hasText: title }).getByRole('button', { name: 'Delete' }), 'Delete slide');
    await dialog.getByRole('button', { name: 'Delete' }).press('Enter');
    await expect(items.filter({ hasText: title })).toHaveCount(0);
    await expect(items.filter({ hasText: beside }).locator(':focus')).toHaveCount(1);
  });

  test('at 1280 px the slide list keeps each title clear of its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/slides');
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByTestId('slide-title') });
    await expect(items.first()).toBeVisible();
    const overlaps = await items.evaluateAll((lis) =>
      lis.flatMap((li) => {
        const title = li.querySelector('[data-testid="slide-title"]')!;
        const range = document.createRange();
        range.selectNodeContents(title);
        // The text as drawn (it can spill out of a squeezed box), line by line.
        const text = [...range.getClientRects()];
        const buttons = [...li.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
        const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const lines = new Set(text.map((r) => Math.round(r.top))).size;
        return [
          ...text.flatMap((t) => buttons.filter((b) => hit(t, b)).map(() => `${title.textContent} overlaps a button`)),
          ...(title.scrollWidth > title.clientWidth ? [`${title.textContent} overflows its box`] : []),
          ...(lines > 2 ? [`${title.textContent} takes ${lines} lines`] : []),
        ];
      }),
    );
    expect(overlaps).toEqual([]);
  });

  test('moving a slide with the keyboard keeps focus on the moved slide (its other arrow at an end)', async ({ page }) => {
    await page.goto('/admin/slides');
    const titles = page.getByRole('main').getByTestId('slide-title');
    await expect(titles.nth(1)).toBeVisible();
    const second = (await titles.nth(1).innerText()).replace(/^\d+\.\s*/, '');
    const up = page.getByRole('button', { name: `Move ${second} up` });
    const down = page.getByRole('button', { name: `Move ${second} down` });
    await up.focus();
    await page.keyboard.press('Enter');
    // Now first: its Up is disabled, so focus is on its Down.
    await expect(titles.nth(0)).toContainText(second);
    await expect(down).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(titles.nth(1)).toContainText(second);
    await expect(down).toBeFocused();
  });
});
