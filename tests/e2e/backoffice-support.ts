import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
