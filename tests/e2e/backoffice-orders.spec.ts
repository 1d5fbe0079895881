import { expect, test, type APIRequestContext } from '@playwright/test';
import { orderPayload } from '../support/checkout';
import { ADMIN, login } from './backoffice-support';

async function anyProductId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/products?per_page=1');
  return (await res.json()).data.data[0].id as number;
}

test.describe('orders in the back-office', () => {
  test.beforeEach(async ({ page }) => login(page, ADMIN));

  test('a deleted order leaves the default list; the Cancelled filter shows it', async ({ page, request }) => {
    const placed = await request.post('/api/orders', { data: orderPayload([{ product_id: await anyProductId(request), quantity: 1 }]) });
    expect(placed.ok()).toBeTruthy();
    const orderNumber = (await placed.json()).data.order_number as string;
    await page.goto(`/admin/orders?search=${orderNumber}`);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete order' }).click();
    await expect(page.getByText('Order deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No orders found.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Orders by status' })
      .getByRole('link', { name: /cancelled/i })
      .click();
    await expect(page).toHaveURL(/status=cancelled/);
    await page.goto(`/admin/orders?status=cancelled&search=${orderNumber}`);
    await expect(row).toContainText('cancelled');
  });

  test('part of a paid order is refunded, then the rest; the detail lists the refunds', async ({ page, request, browser }) => {
    const started = await request.post('/api/payments/initiate', {
      data: orderPayload([{ product_id: await anyProductId(request), quantity: 2 }], { payment_method: 'easybuzz' }),
    });
    expect(started.ok()).toBeTruthy();
    const body = await started.json();
    const orderNumber = body.data.order_number as string;
    const buyer = await browser.newContext();
    const pay = await buyer.newPage();
    await pay.goto(body.payment_url);
    await pay.getByRole('button', { name: /^Pay/ }).click();
    await expect(pay).toHaveURL(/\/checkout\/success/);
    await buyer.close();

    await page.goto(`/admin/orders?search=${orderNumber}`);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: `View ${orderNumber}` }).click();
    const detail = page.getByRole('dialog', { name: 'Order details' });
    await expect(detail).toContainText('can still be refunded');
    await detail.getByLabel(/Amount/).fill('100');
    await detail.getByLabel('Refund reason').fill('One item broken');
    await detail.getByRole('button', { name: 'Refund part through the gateway' }).click();
    await page.getByRole('dialog', { name: 'Refund order' }).getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Partial refund processed successfully')).toBeVisible();
    await expect(row).toContainText('partially refunded');

    await row.getByRole('button', { name: `View ${orderNumber}` }).click();
    await expect(detail.getByRole('heading', { name: 'Refunds' })).toBeVisible();
    await expect(detail).toContainText('One item broken');
    await expect(detail).toContainText('Refunded so far ₹100.00');
    await detail.getByRole('button', { name: 'Refund the rest through the gateway' }).click();
    await page.getByRole('dialog', { name: 'Refund order' }).getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund processed successfully')).toBeVisible();
    await expect(row).toContainText('refunded');

    await row.getByRole('button', { name: `View ${orderNumber}` }).click();
    await expect(detail.getByRole('heading', { name: 'Refunds' }).locator('xpath=..').getByRole('listitem')).toHaveCount(2);
    await expect(detail).not.toContainText('can still be refunded');
  });
});
