import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeViolations } from './axe-support';
import { MANAGER, login } from './backoffice-support';

// Issue 37 item 5, in both languages: a buyer pays, sees the success page (items, address, delivery window,
// invoice), cancels the paid order before it ships and sees the refund; the office marks another order shipped
// with a courier and tracking number, which the buyer then sees on /track and in My orders. axe 0 on each page.

// The pages' own texts, read from the catalogues (Playwright's loader takes no JSON imports).
type Messages = typeof import('@/lib/i18n/messages/en.json');
const messages = (locale: string) => JSON.parse(readFileSync(`lib/i18n/messages/${locale}.json`, 'utf8')) as Messages;
const en = messages('en');
const hi = messages('hi');

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A fresh buyer of this run (POST /api/register), signed in through the login form. */
async function freshBuyer(page: Page, locale: string) {
  const email = `e2e-after-${locale}-${Date.now()}@example.test`;
  const password = 'After-pass-123';
  const res = await page.request.post('/api/register', {
    data: { name: 'Kavita Rao', email, phone: '9876500011', address: '7 Tilak Marg', password, password_confirmation: password },
  });
  expect(res.status()).toBe(201);
  await login(page, { email, password });
  return email;
}

/** A product in stock with a Hindi name, so the Hindi pages can be seen to name it in Hindi. */
async function inStockProduct(page: Page): Promise<{ id: number; name: string; name_hi: string }> {
  const res = await page.request.get('/api/products?per_page=20');
  const products = (await res.json()).data.data as { id: number; name: string; name_hi: string | null; stock_quantity: number }[];
  return products.find((p): p is typeof p & { name_hi: string } => p.stock_quantity > 5 && Boolean(p.name_hi))!;
}

function orderBody(productId: number, email: string, method: 'cod' | 'easybuzz') {
  return {
    cart_items: [{ product_id: productId, quantity: 1, unit_price: 1 }],
    shipping_name: 'Kavita Rao',
    shipping_email: email,
    shipping_phone: '9876500011',
    shipping_address: '7 Tilak Marg, near the water tank',
    shipping_city: 'Lucknow',
    shipping_state: 'Uttar Pradesh',
    shipping_postal_code: '226001',
    shipping_country: 'India',
    payment_method: method,
  };
}

async function markShippedByOffice(browser: Browser, orderNumber: string) {
  const office = await browser.newPage();
  await login(office, MANAGER);
  await office.goto(`/manager/orders?search=${orderNumber}`);
  const row = office.getByRole('main').getByRole('row').filter({ hasText: orderNumber });
  await row.getByRole('button', { name: `Update status of ${orderNumber}` }).click();
  const dialog = office.getByRole('dialog');
  await dialog.getByLabel('Status').selectOption('shipped');
  await dialog.getByLabel('Courier').fill('India Post');
  await dialog.getByLabel('Tracking number').fill('EK123456789IN');
  await dialog.getByLabel('Tracking link (https://)').fill('https://www.indiapost.gov.in/track?id=EK123456789IN');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(office.getByText('Order status updated')).toBeVisible();
  await expect(row).toContainText('shipped', { ignoreCase: true });
  await office.close();
}

for (const locale of ['en', 'hi'] as const) {
  const T = locale === 'hi' ? hi : en;
  const at = (path: string) => (locale === 'hi' ? `/hi${path}` : path);

  test(`${locale}: a buyer cancels a paid order before it ships and sees the refund; a shipped order shows its courier and tracking`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = await freshBuyer(page, locale);
    const origin = new URL(page.url()).origin;
    const product = await inStockProduct(page);

    // Paid online through the sandbox, back to the success page in the buyer's language.
    const started = await page.request.post('/api/payments/initiate', {
      headers: { origin },
      data: { ...orderBody(product.id, email, 'easybuzz'), return_url: `${origin}${at('/checkout/success')}` },
    });
    expect(started.status()).toBe(200);
    const paid = (await started.json()).data as { order_id: number; payment_url: string };
    await page.goto(paid.payment_url);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/checkout/success')}\\?orderId=${paid.order_id}`));
    await expect(page.getByTestId('payment-status')).toHaveText(T.orders.payment.paid);
    await expect(page.getByTestId('success-items')).toHaveText(`${locale === 'hi' ? product.name_hi : product.name} × 1`);
    await expect(page.getByText('7 Tilak Marg, near the water tank')).toBeVisible();
    await expect(page.getByTestId('delivery-window')).toHaveText(
      new RegExp(T.checkout.deliveryWindow.replace('{from}', '\\d\\d/\\d\\d/\\d{4}').replace('{to}', '\\d\\d/\\d\\d/\\d{4}')),
    );
    await expect(page.getByRole('link', { name: /T?INV\/\d{4}\/\d{6}/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `success-${locale}`);

    // My order: Cancel (confirmed), refunded at once through the gateway.
    await page.goto(at(`/profile/orders/${paid.order_id}`));
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: T.account.cancelOrder }).click();
    // The page comes back fresh from the action: the Cancel form (and its notice) is gone, the status says it.
    await expect(page.getByTestId('order-status')).toHaveText(T.orders.status.cancelled);
    const refunded = page.getByTestId('refunded');
    await expect(refunded).toContainText(T.orders.refunded);
    await expect(refunded).toContainText('−₹');
    await expect(page.getByTestId('order-documents')).toContainText(/T?CN\/\d{4}\/\d{6}/);
    await expectNoAxeViolations(page);
    await shoot(page, `my-order-refund-${locale}`);

    // A cash-on-delivery order the office ships with a courier and tracking number.
    const placed = await page.request.post('/api/orders', { headers: { origin }, data: orderBody(product.id, email, 'cod') });
    expect(placed.status()).toBe(201);
    const cod = (await placed.json()).data as { id: number; order_number: string };
    await markShippedByOffice(browser, cod.order_number);

    await page.goto(at(`/track?order=${cod.order_number}`));
    const shipment = page.getByTestId('shipment');
    await expect(shipment).toContainText(T.orders.courier);
    await expect(shipment).toContainText('India Post');
    await expect(shipment).toContainText('EK123456789IN');
    await expect(shipment.getByRole('link', { name: T.orders.followOnCourier })).toHaveAttribute(
      'href',
      'https://www.indiapost.gov.in/track?id=EK123456789IN',
    );
    await expectNoAxeViolations(page);
    await shoot(page, `track-courier-${locale}`);

    await page.goto(at('/profile/orders'));
    await expect(page.getByTestId('my-order').filter({ hasText: cod.order_number }).getByTestId('my-order-shipment')).toHaveText(
      `India Post · ${T.orders.trackingNumber} EK123456789IN`,
    );
    await expectNoAxeViolations(page);
    await page.goto(at(`/profile/orders/${cod.id}`));
    await expect(page.getByTestId('shipment')).toContainText('EK123456789IN');
    // Shipped: no Cancel any more.
    await expect(page.getByRole('button', { name: T.account.cancelOrder })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
