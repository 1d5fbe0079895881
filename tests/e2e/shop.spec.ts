import { expect, test, type Page } from '@playwright/test';
import { signInAsShopper } from './shopper-support';

// Runs on the demo catalogue: 28 active products (Crafts 5, Clothing 5, Accessories 6, Decorative 6, Other 6).
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function productIdByName(page: Page, name: string): Promise<string> {
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  const href = await cards(page).first().getByRole('link', { name, exact: true }).getAttribute('href');
  return href!.split('/').pop()!;
}

test('the shop lists active products and filters by category in the URL; back returns to all', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(page.getByText('28 products found')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByText('Coconut Shell Bowls')).toHaveCount(0); // inactive
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Crafts' }).click();
  await expect(page).toHaveURL(/\/shop\?category=crafts$/);
  await expect(page.getByRole('heading', { name: 'Crafts', level: 2 })).toBeVisible();
  await expect(page.getByText('5 products found')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByText('28 products found')).toBeVisible();
});

test('search covers every category and shows No Products Found when nothing matches', async ({ page }) => {
  // Issue 37: searching from a category page searches the whole shop.
  await page.goto('/shop?category=clothing');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('forest honey');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?search=forest\+honey$/);
  await expect(page.getByText('1 product found')).toBeVisible();
  const card = cards(page).first();
  await expect(card.getByRole('heading', { name: 'Wild Forest Honey (500 g)' })).toBeVisible();
  await expect(card.getByText('Out of Stock').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('spaceship');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
});

test('a category that narrows a search says so and offers all; sort and price range stay in the URL', async ({ page }) => {
  await page.goto('/shop?category=clothing&search=honey');
  await expect(page.getByText('Showing matches in Clothing only.')).toBeVisible();
  await page.getByRole('link', { name: 'Search all categories' }).click();
  await expect(page).toHaveURL(/\/shop\?search=honey$/);
  await expect(page.getByRole('heading', { name: 'Wild Forest Honey (500 g)' })).toBeVisible();
  await page.goto('/shop');
  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort_by=price&sort_order=asc/);
  await page.getByRole('spinbutton', { name: 'Max ₹' }).fill('300');
  await page.getByRole('button', { name: 'Apply' }).click();
  // The form posts without JavaScript too, so an empty minimum comes along (min_price=), meaning none.
  await expect(page).toHaveURL(/sort_by=price&sort_order=asc&(min_price=&)?max_price=300/);
  await expect(cards(page).first()).toBeVisible();
  // A typo still finds the product.
  await page.goto('/shop?search=hony');
  await expect(page.getByRole('heading', { name: 'Wild Forest Honey (500 g)' })).toBeVisible();
  // Hindi names are found from the Hindi shop.
  await page.goto(`/hi/shop?search=${encodeURIComponent('साबुन')}`);
  await expect(page.getByRole('heading', { name: 'हर्बल साबुन उपहार सेट' })).toBeVisible();
  // An unknown category is a 404.
  expect((await page.goto('/shop?category=spaceships'))?.status()).toBe(404);
});

test('pagination: 12 per page, Previous/Next and numbered pages in the URL', async ({ page }) => {
  await page.goto('/shop');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(cards(page)).toHaveCount(4);
  await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(12);
});

test('cards show rupee prices incl. GST, struck original price, discount and low-stock badges', async ({ page }) => {
  await page.goto('/shop?search=brass');
  const card = cards(page).first();
  // ₹749 before GST, shown with its 18%.
  await expect(card.getByText('₹883.82')).toBeVisible();
  await expect(card.getByText('incl. GST')).toBeVisible();
  await expect(card.getByText('Only 2 left')).toBeVisible();
  // The card states the shipping rule checkout applies; no warranty is promised.
  await expect(card.getByText('Free shipping above ₹500 before GST')).toBeVisible();
  await expect(card.getByText(/warranty/i)).toHaveCount(0);
  await page.goto('/shop?search=stacking');
  await expect(cards(page).first().locator('s')).toContainText('₹1,296.82');
  await expect(
    cards(page)
      .first()
      .getByText(/\d+% OFF/),
  ).toBeVisible();
});

test('Add to Cart when signed out asks to log in and links to /auth', async ({ page }) => {
  await page.goto('/shop?search=jute');
  await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /^\/auth/);
});

test('product page: breadcrumb, ₹ price incl. GST, SKU and a quantity stepper within 1 to stock', async ({ page }) => {
  const id = await productIdByName(page, 'Brass Temple Bell');
  await page.goto(`/shop/product/${id}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Brass Temple Bell' })).toBeVisible();
  await expect(page.getByText('₹883.82').first()).toBeVisible();
  await expect(page.getByText('incl. GST', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^SKU: SSF-/)).toBeVisible();
  const qty = page.getByRole('spinbutton', { name: 'Quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(qty).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(qty).toHaveValue('2');
  await expect(plus).toBeDisabled();
  await qty.fill('50');
  await expect(qty).toHaveValue('2');
  await qty.fill('0');
  await expect(qty).toHaveValue('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
});

test('policy modals close by the X, the bottom button and the backdrop', async ({ page }) => {
  const id = await productIdByName(page, 'Handloom Cotton Stole');
  await page.goto(`/shop/product/${id}`);
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  await expect(dialog).toContainText('1-2 business days');
  await expect(dialog).toContainText('3-7 business days');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Refund & Cancellation Policy' }).click();
  await expect(dialog).toContainText('no refunds or cancellations for online donations');
  await expect(dialog).toContainText('80G');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog).toHaveCount(0);
});

test('a policy clicked before the page has hydrated opens once it has', async ({ page }) => {
  const id = await productIdByName(page, 'Handloom Cotton Stole');
  // The page's scripts are held back until after the click: the HTML is there, React is not yet.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/shop/product/${id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Shipping Policy' }).click();
  releaseScripts();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1-2 business days');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Shipping Policy' })).toBeFocused();
});

test('the heart saves to a wishlist in the browser with a pressed state', async ({ page }) => {
  const id = await productIdByName(page, 'Glass Bead Bracelet');
  await page.goto(`/shop/product/${id}`);
  const heart = page.getByRole('button', { name: /Save .* to wishlist/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /Save .* to wishlist/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a missing or non-public product answers 404 Product Not Found', async ({ page, request }) => {
  const res = await page.goto('/shop/product/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  const api = await request.get('/api/products?search=frock&status=draft');
  expect(api.status()).toBe(403);
  expect((await request.get('/shop/product/abc')).status()).toBe(404);
});

test('shop and product HTML carry names, prices and Product JSON-LD without JavaScript', async ({ request }) => {
  const shop = await (await request.get('/shop')).text();
  expect(shop).toContain('Festive Gift Hamper');
  expect(shop).toMatch(/₹\d/);
  expect(shop).not.toMatch(/<div hidden id="S:/); // not a script-swapped Suspense block
  expect(shop).toContain('<link rel="canonical" href="http://127.0.0.1');
  const list = await (await request.get('/api/products?search=clay%20diya')).json();
  const id = list.data.data[0].id;
  const res = await request.get(`/shop/product/${id}`);
  const html = await res.text();
  expect(html).toContain('Hand-painted Clay Diya Set (Set of 4)');
  // ₹249 before GST, shown (and stated to search engines) with its 18%.
  expect(html).toContain('₹293.82');
  expect(html).not.toMatch(/<div hidden id="S:/);
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const product = ld.find((d) => d['@type'] === 'Product');
  expect(product.offers).toMatchObject({ priceCurrency: 'INR', price: '293.82', availability: 'https://schema.org/InStock' });
  // The product's sharing card: at the address the page links (no redirect), kept like the page.
  const og = new URL(/<meta property="og:image" content="([^"]*opengraph-image[^"]*)"/.exec(html)![1]);
  const card = await request.get(og.pathname + og.search, { maxRedirects: 0 });
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
});

test('a cached page reads the same from the cache and in the browser: prices in ₹, hydrated without errors', async ({ page, request }) => {
  const path = '/shop?category=decorative';
  await request.get(path); // the first answer renders the page into the cache
  const cached = await request.get(path);
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await cached.text()).toMatch(/₹\d/);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(path);
  await expect(cards(page).first().getByTestId('card-price')).toContainText(/₹\d/);
  await expect(page.getByRole('heading', { name: 'Our Shop' })).toBeVisible();
  // Hydrated: the client-side category link navigates without a reload.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Crafts' }).click();
  await expect(page.getByRole('heading', { name: 'Crafts', level: 2 })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop lists, filters, searches and paginates with plain links and a GET form', async ({ page }) => {
    await page.goto('/shop');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Clothing' }).click();
    await expect(page.getByText('5 products found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('khadi');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?search=khadi$/);
    await expect(cards(page).first()).toBeVisible();
    await page.goto('/shop');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }).click();
    await expect(cards(page)).toHaveCount(4);
  });
});

test('a signed-in visitor is not asked to log in when adding to the cart', async ({ page }) => {
  await signInAsShopper(page);
  await page.goto('/shop?search=jute');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /account menu/ })).toBeVisible();
  await cards(page).first().getByRole('button', { name: 'Add to Cart' }).click();
  // the add is a server action now (issue 16), not a call to /api/cart/add: the drawer shows the item
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await expect(page.getByText('Please login to add items to cart')).toHaveCount(0);
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
});

test('Add to Cart clicked before the page has hydrated adds once and opens the drawer, without reloading the page', async ({
  page,
  baseURL,
}) => {
  await signInAsShopper(page);
  // The page's scripts are held back until after the clicks: the HTML is there, React is not yet.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(`${r.method()} ${r.url()}`);
  });
  await page.goto('/shop?search=jute', { waitUntil: 'commit' });
  const card = cards(page).first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await card.getByRole('button', { name: 'Add to Cart' }).click(); // an impatient second click adds nothing more
  await expect(card.locator('form[aria-busy="true"]')).toHaveCount(1);

  releaseScripts();
  const drawer = page.getByRole('dialog', { name: /Your Cart \(1\)/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(name)).toBeVisible();
  expect(documents).toEqual([`GET ${baseURL}/shop?search=jute`]);
  const cart = (await (await page.request.get('/api/cart')).json()).data.cart;
  expect(cart.items.map((i: { product: { name: string }; quantity: number }) => [i.product.name, i.quantity])).toEqual([[name, 1]]);
  expect((await page.request.delete('/api/cart/clear')).status()).toBe(200);
});

test('Clear All in the cart asks first: keeping the items keeps them, confirming empties the cart', async ({ page }) => {
  await signInAsShopper(page);
  const id = await productIdByName(page, 'Printed Jute Tote Bag');
  expect((await page.request.post('/api/cart/add', { data: { product_id: Number(id), quantity: 2 } })).status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  const ask = page.getByRole('dialog', { name: 'Empty your cart?' });
  await expect(ask.getByText('This removes all 2 items from your cart.')).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my items' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog', { name: 'Empty your cart?' }).getByRole('button', { name: 'Yes, empty the cart' }).click();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  expect((await (await page.request.get('/api/cart')).json()).data.cart.items).toEqual([]);
});
