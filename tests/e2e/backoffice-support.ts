import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Back-office pages stream behind loading.tsx. React keeps the streamed page in a hidden <div id="S:…"> at the
// end of <body> and reveals it up to ~300 ms after the load event (it batches reveals), so right after
// page.goto a lookup that ignores visibility (getByLabel in strict mode) can find a field twice. The specs
// look inside <main>, where only the revealed copy lives (field()).

export const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
export const MANAGER = { email: 'manager@example.com', password: 'Manager@12345' };
export const USER = { email: 'user@example.com', password: 'User@12345' };

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
}

/** A bearer token for /api checks made next to the browser. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/login', { data: who });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

export const inr = (rupees: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

/** A real PNG of about `bytes` bytes (random pixels, stored without compression), for upload-size tests. */
export function bigPng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF of about `bytes` bytes (a valid header, comment padding, an end marker). */
export function bigPdf(bytes: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj<<>>endobj\n';
  const tail = 'trailer<<>>\n%%EOF\n';
  const line = `%${'x'.repeat(78)}\n`;
  return Buffer.from(head + line.repeat(Math.ceil((bytes - head.length - tail.length) / line.length)) + tail);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A labelled field of a back-office page, looked for inside <main> (see the top of this file). */
export function field(page: Page, label: string | RegExp, options?: { exact?: boolean }) {
  return page.getByRole('main').getByLabel(label, options);
}

type FileUpload = { name: string; mimeType: string; buffer: Buffer };

/** Fills the Add Product form, in the Crafts category. */
export async function fillProductForm(page: Page, product: { name: string; price: string; stock: string; image: FileUpload }) {
  await field(page, 'Product name *').fill(product.name);
  // The office enters the price shoppers see (issue 34 item 11).
  await field(page, 'Price incl. GST (₹) *').fill(product.price);
  await field(page, 'Stock quantity *').fill(product.stock);
  await field(page, 'Category *').selectOption('crafts');
  await field(page, /Product image/).setInputFiles(product.image);
}
