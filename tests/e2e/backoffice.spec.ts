import { expect, test } from '@playwright/test';
import { ADMIN, MANAGER, PNG, USER, apiToken, inr, login, field, fillProductForm } from './backoffice-support';

test.describe('as a manager', () => {
  test('/admin is refused, /manager/products is open', async ({ page }) => {
    await login(page, MANAGER);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/permission-denied$/);
    await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    await page.goto('/manager/products');
    await expect(page.getByRole('navigation', { name: 'Manager sections' }).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Add Product' })).toBeVisible();
  });
});

test.describe('as an admin', () => {
  test.beforeEach(async ({ page }) => login(page, ADMIN));

  test("the dashboard's figures match the database", async ({ page, request }) => {
    const token = await apiToken(request, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
    const stats = (await (await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
    await expect(page.locator('[data-stat="Total Revenue"]:visible')).toHaveText(inr(stats.total_revenue));
    await expect(page.locator('[data-stat="Total Orders"]:visible')).toHaveText(String(stats.total_orders));
    await expect(page.locator('[data-stat="Total Donations"]:visible')).toHaveText(inr(stats.total_donations));
    await expect(page.locator('[data-stat="Team Members"]:visible')).toHaveText(String(stats.team_members));
    // Products: the dashboard's aggregate and the product list's own count agree.
    const products = await page.locator('[data-stat="Total Products"]:visible').textContent();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'All Products' }).click();
    await expect(page.getByText(`${products} product(s)`)).toBeVisible();
  });

  test('add a product with an image: browser validation first, then it is listed', async ({ page }) => {
    const name = `E2E Lamp ${Date.now()}`;
    await page.goto('/admin/products/add');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product name is required')).toBeVisible();
    await expect(page.getByText('Valid price is required')).toBeVisible();
    await expect(page.getByText('Product image is required')).toBeVisible();
    await fillProductForm(page, {
      name: `  ${name}  `,
      price: '349.50',
      stock: '8',
      image: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Please select a valid image file')).toBeVisible();
    await field(page, /Product image/).setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('₹349.50');
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/files\/\d+$/);
  });

  test('bulk-deactivate two products after confirming', async ({ page }) => {
    await page.goto('/admin/products?status=active&sort_by=name&sort_order=asc');
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    const names = [
      await rows.nth(0).locator('td').nth(1).locator('p').first().textContent(),
      await rows.nth(1).locator('td').nth(1).locator('p').first().textContent(),
    ];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('2 product(s) set to inactive')).toBeVisible();
    await page.goto('/admin/products?status=inactive');
    for (const n of names) await expect(page.getByRole('row').filter({ hasText: n! })).toBeVisible();
  });

  test('create a coupon with a generated code, previewed live', async ({ page }) => {
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    const name = `E2E ${Date.now()}`;
    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Value (%) *').fill('15');
    await dialog.getByLabel('Maximum discount (₹)').fill('150');
    await expect(dialog.getByLabel('Coupon preview')).toContainText('15% off (up to ₹150)');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.locator('td').first()).toHaveText(/^SEVA[A-Z0-9]{6}$/);
  });

  test('upload a slide: title and image required, then listed', async ({ page }) => {
    await page.goto('/admin/slides');
    await page.getByRole('button', { name: 'Upload Slide' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Image is required')).toBeVisible();
    const title = `E2E slide ${Date.now()}`;
    await field(page, 'Title *').fill(title);
    await field(page, 'Image *').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload Slide' }).click();
    await expect(page.getByText('Slide uploaded successfully!')).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
  });

  test('add a manager who then signs in to /manager/products; the admin stays signed in', async ({ page, browser }) => {
    const email = `e2e-manager-${Date.now()}@example.test`;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Invite Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Name *').fill('Meera Joshi');
    await dialog.getByLabel('Email *').fill(email);
    await dialog.getByLabel('Password *', { exact: true }).fill('Manager#2026');
    await dialog.getByLabel('Confirm password *').fill('Manager#2026x');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm password *').fill('Manager#2026');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByText('Team member registered successfully')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Manager');
    // the admin's own session was not replaced
    await page.goto('/admin');
    await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await login(other, { email, password: 'Manager#2026' });
    await other.goto('/manager/products');
    await expect(other.getByRole('banner').getByText('Meera Joshi', { exact: true })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Add Product' })).toBeVisible();
    await context.close();
  });

  test('record an offline 80G donation and upload its certificate', async ({ page }) => {
    const donor = `E2E Donor ${Date.now()}`;
    await page.goto('/admin/donations');
    await page.getByRole('button', { name: 'Record offline donation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record offline donation' });
    await dialog.getByLabel('Donor name *').fill(donor);
    await dialog.getByLabel('Amount (₹) *').fill('5000');
    await dialog.getByLabel('Email').fill('donor@example.test');
    await dialog.getByLabel('Address').fill('7 Mall Road, Kanpur');
    await dialog.getByLabel('Wants an 80G receipt').check();
    await dialog.getByRole('button', { name: 'Record donation' }).click();
    await expect(dialog.getByText('PAN is required for 80G tax benefit')).toBeVisible();
    await dialog.getByLabel('PAN (required for 80G)').fill('ABCDE1234F');
    await dialog.getByRole('button', { name: 'Record donation' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: donor });
    await expect(row).toContainText('₹5,000.00');
    await expect(row).toContainText('Yes');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await row
      .getByLabel(`Upload 80G certificate for ${donor}`)
      .setInputFiles({ name: '10be.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Certificate uploaded successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: donor }).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      /certificate/,
    );
  });

  test('a product added in the panel is found in the shop; deactivated ones leave it', async ({ page }) => {
    const name = `E2E Shop Lamp ${Date.now()}`;
    await page.goto('/admin/products/add');
    await fillProductForm(page, { name, price: '275', stock: '6', image: { name: 'lamp.png', mimeType: 'image/png', buffer: PNG } });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: name })).toHaveCount(1);

    // bulk-deactivate it and a second product: both leave the shop
    const second = `E2E Shop Mat ${Date.now()}`;
    await page.goto('/admin/products/add');
    await fillProductForm(page, { name: second, price: '199', stock: '4', image: { name: 'mat.png', mimeType: 'image/png', buffer: PNG } });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    await page.goto('/admin/products?search=E2E%20Shop');
    for (const n of [name, second]) await page.getByRole('row').filter({ hasText: n }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('2 product(s) set to inactive')).toBeVisible();
    for (const n of [name, second]) {
      await page.goto(`/shop?search=${encodeURIComponent(n)}`);
      await expect(page.getByRole('main').getByRole('article').filter({ hasText: n })).toHaveCount(0);
    }
  });

  test('a new slide shows on the home page at once', async ({ page }) => {
    const title = `E2E home slide ${Date.now()}`;
    await page.goto('/admin/slides');
    await field(page, 'Title *').fill(title);
    await field(page, 'Image *').setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload Slide' }).click();
    await expect(page.getByText('Slide uploaded successfully!')).toBeVisible();
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"]')).toContainText(title);
  });

  test("a product's Hindi name entered in the panel shows on /hi/shop/product/{id} on the next request", async ({ page, request }) => {
    const name = `E2E Hindi Bell ${Date.now()}`;
    await page.goto('/admin/products/add');
    await fillProductForm(page, { name, price: '310', stock: '5', image: { name: 'bell.png', mimeType: 'image/png', buffer: PNG } });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product created successfully')).toBeVisible();
    const token = await apiToken(request, ADMIN);
    const found = await request.get(`/api/products?search=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
    const id = (await found.json()).data.data[0].id as number;

    // Without a translation the Hindi page shows the English name (and is now in the prerender cache).
    await page.goto(`/hi/shop/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.goto(`/admin/products/edit/${id}`);
    await field(page, 'Name (Hindi)').fill('पीतल की घंटी ई2ई');
    await field(page, 'Description (Hindi)').fill('हाथ से ढली घंटी।');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await page.goto(`/admin/products/edit/${id}`);
    await expect(field(page, 'Name (Hindi)')).toHaveValue('पीतल की घंटी ई2ई');

    await page.goto(`/hi/shop/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पीतल की घंटी ई2ई');
    await expect(page.getByRole('main')).toContainText('हाथ से ढली घंटी।');
    await page.goto(`/shop/product/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test("change an order's status and see it in /track; a generated coupon works at checkout", async ({ page, browser }) => {
    // the admin makes a ₹50 coupon with a generated code
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog');
    const couponName = `E2E flat ${Date.now()}`;
    await dialog.getByLabel('Name *').fill(couponName);
    await dialog.getByLabel('Type *').selectOption('fixed');
    await dialog.getByLabel('Value (₹) *').fill('50');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Coupon created successfully')).toBeVisible();
    const code = (await page.getByRole('row').filter({ hasText: couponName }).locator('td').first().innerText()).trim();
    expect(code).toMatch(/^SEVA[A-Z0-9]{6}$/);

    // a shopper places a cash-on-delivery order with it
    const context = await browser.newContext();
    const shopper = await context.newPage();
    await login(shopper, USER);
    expect((await shopper.request.delete('/api/cart/clear')).status()).toBe(200);
    await shopper.goto('/shop');
    const card = shopper
      .getByRole('main')
      .getByRole('article')
      .filter({ has: shopper.getByRole('button', { name: 'Add to Cart' }) })
      .first();
    // one click, even before the page has hydrated: the add waits for it and the drawer opens
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shopper.getByRole('dialog', { name: /Your Cart \(1\)/ })).toBeVisible();
    await shopper.getByRole('dialog').getByRole('link', { name: 'Proceed to Checkout' }).click();
    await shopper.getByRole('textbox', { name: 'Phone', exact: true }).fill('98765 00003');
    await shopper.getByRole('textbox', { name: 'Address', exact: true }).fill('Kakadeo Road 4');
    await shopper.getByRole('textbox', { name: 'City', exact: true }).fill('Kanpur');
    await shopper.getByRole('combobox', { name: 'State', exact: true }).selectOption('Uttar Pradesh');
    await shopper.getByRole('textbox', { name: 'PIN code', exact: true }).fill('208025');
    await shopper.getByRole('button', { name: 'Continue to Payment' }).click();
    await shopper.getByLabel('Cash on delivery').check();
    await shopper.getByRole('button', { name: 'Review Order' }).click();
    await shopper.getByLabel('Coupon code').fill(code);
    await shopper.getByLabel('Coupon code').press('Enter');
    await expect(shopper.getByText(new RegExp(`${code} applied`))).toBeVisible();
    await shopper.getByRole('button', { name: /^Place Order/ }).click();
    await expect(shopper.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const orderNumber = (await shopper.getByTestId('order-number').innerText()).trim();
    await context.close();

    // the coupon's usage history shows the order
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: `Usage history of ${code}` }).click();
    await expect(page.getByRole('dialog')).toContainText(orderNumber);
    await page.keyboard.press('Escape');

    // the admin marks it shipped; /track shows it
    await page.goto(`/admin/orders?search=${orderNumber}`);
    await page.getByRole('button', { name: `Update status of ${orderNumber}` }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('button', { name: 'Update' })).toBeDisabled();
    await modal.getByLabel('Status').selectOption('shipped');
    await modal.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('shipped');
    await page.goto(`/track?order=${orderNumber}`);
    await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toContainText('Shipped');
  });

  test('below 1024 px the side menu is hidden, opens on demand and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/admin');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Coupons & Discounts' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await expect(page.getByRole('heading', { name: 'Coupons & Discounts', level: 1 })).toBeVisible();
    await expect(menu).not.toBeInViewport();
  });
});
