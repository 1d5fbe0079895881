import { expect, type Page } from '@playwright/test';

/** The phone the issue-37 review used. */
export const PHONE = { width: 390, height: 844 };

/** The page fits the phone's width: nothing makes the document scroll sideways. */
export async function expectFitsPhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: document.documentElement.scrollWidth at 390 px`).toBeLessThanOrEqual(PHONE.width);
}
