import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { ADMIN, MANAGER, USER, login } from './backoffice-support';

/*
 * Every back-office page × guest, user, manager and admin, generated from the page files under
 * app/(backoffice): a page without a row here fails the first test. Allowed: the page answers 200 itself.
 * Refused: a redirect away (to /permission-denied), never the page. Dynamic segments get an id that does not
 * exist, so an allowed caller sees the panel's own not-found, still inside the panel (status 200: the panel
 * streams behind its loading state, so the status is sent before the page knows; the page says not found).
 */
type Access = 'admin' | 'staff';
const PAGES: Record<string, Access> = {
  '/admin': 'admin',
  '/admin/audit': 'admin',
  '/admin/campaigns': 'admin',
  '/admin/coupons': 'admin',
  '/admin/donations': 'admin',
  '/admin/donations/certificates': 'admin',
  '/admin/orders': 'admin',
  '/admin/outbox': 'admin',
  '/admin/products': 'admin',
  '/admin/products/add': 'admin',
  '/admin/products/edit/[id]': 'admin',
  '/admin/slides': 'admin',
  '/admin/team': 'admin',
  '/admin/[...missing]': 'admin',
  '/manager': 'staff',
  '/manager/coupons': 'staff',
  '/manager/orders': 'staff',
  '/manager/products': 'staff',
  '/manager/products/add': 'staff',
  '/manager/products/edit/[id]': 'staff',
  '/manager/[...missing]': 'staff',
};

function pageRoutes(dir = path.join('app', '(backoffice)'), prefix = ''): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      found.push(...pageRoutes(full, name.startsWith('(') || name.startsWith('_') ? prefix : `${prefix}/${name}`));
    else if (name === 'page.tsx') found.push(prefix || '/');
  }
  return found;
}

const concrete = (route: string) => route.replace('[id]', '987654321').replace('[...missing]', 'no-such-section');

test('every back-office page file has a row in the matrix', () => {
  expect(pageRoutes().sort()).toEqual(Object.keys(PAGES).sort());
});

const WHO = { guest: null, user: USER, manager: MANAGER, admin: ADMIN } as const;
type Who = keyof typeof WHO;

function allowed(access: Access, who: Who): boolean {
  return who === 'admin' || (access === 'staff' && who === 'manager');
}

async function contextFor(browser: Browser, who: Who) {
  const context = await browser.newContext();
  const account = WHO[who];
  if (account) await login(await context.newPage(), account);
  return context;
}

for (const who of Object.keys(WHO) as Who[]) {
  test(`back-office pages as ${who}: allowed pages render, the others redirect away`, async ({ browser }) => {
    const context = await contextFor(browser, who);
    const seen: string[] = [];
    for (const [route, access] of Object.entries(PAGES)) {
      const res = await context.request.get(concrete(route), { maxRedirects: 0 });
      const expected = allowed(access, who) ? 200 : 307;
      seen.push(`${route} ${res.status()}`);
      expect.soft(res.status(), `${who} ${route}`).toBe(expected);
      if (expected === 200 && route.includes('[')) expect.soft(await res.text(), `${who} ${route}`).toMatch(/not found/i);
      if (expected === 307) expect.soft(res.headers().location ?? '', `${who} ${route}`).toMatch(/\/permission-denied|\/auth/);
    }
    console.log(`[page matrix] ${who}: ${seen.join(', ')}`);
    await context.close();
  });
}
