// Takes screenshots of pages in Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [width] [height] [--full]
import { chromium } from '@playwright/test';

const [url, out, width = '1280', height = '900', full] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const response = await page.goto(url, { waitUntil: 'load', timeout: 20000 });
console.log(`${response?.status()} ${url}`);
await page.screenshot({ path: out, fullPage: full === '--full' });
await browser.close();
