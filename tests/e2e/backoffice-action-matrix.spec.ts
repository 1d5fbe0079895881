import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Browser } from '@playwright/test';
import { ADMIN, MANAGER, USER, login } from './backoffice-support';

/*
 * Every server action × guest, user, manager and admin, generated from the build's action manifest: an action
 * without a row here fails the first test. Each action is posted the way the browser posts it (Next-Action
 * header, React's reply encoding) to a page that uses it, with ids that do not exist, so nothing changes.
 * A caller below the action's access is refused (the back-office gate's redirect, or the action's own
 * "permission" answer); a caller with access reaches the action (its own answer: not found, invalid, ...).
 */
type Access = 'public' | 'signed-in' | 'staff' | 'admin';
const FORM = Symbol('an empty FormData');
const N = 987654321;
type Arg = unknown;
type Row = { access: Access; args: Arg[] } | { skip: string };

const ROWS: Record<string, Row> = {
  'auth#loginAction': { access: 'public', args: [null, FORM] },
  'auth#registerAction': { access: 'public', args: [null, FORM] },
  'auth#forgotPasswordAction': { access: 'public', args: [null, FORM] },
  'auth#resetPasswordAction': { access: 'public', args: [null, FORM] },
  'auth#confirmEmailAction': { access: 'public', args: [null, FORM] },
  'auth#logoutAction': { skip: 'ends the session it is called with (tests/e2e/accounts.spec.ts, tests/api/sessions.test.ts)' },
  'auth#signOutEverywhereAction': { skip: 'ends every session of the caller (tests/api/sessions.test.ts)' },
  'cart#addToCartAction': { access: 'signed-in', args: [null, FORM] },
  'cart#updateCartLineAction': { access: 'signed-in', args: [null, FORM] },
  'cart#removeCartLineAction': { access: 'signed-in', args: [null, FORM] },
  'cart#clearCartAction': { access: 'signed-in', args: [null, FORM] },
  'checkout#checkoutAction': { access: 'signed-in', args: [null, FORM] },
  'contact#sendContactMessage': { access: 'public', args: [null, FORM] },
  'coupons#saveCoupon': { access: 'staff', args: [null, FORM] },
  'coupons#removeCoupon': { access: 'staff', args: [N] },
  'donation-admin#uploadCertificateAction': { access: 'admin', args: [N, FORM] },
  'donation-admin#recordOfflineDonationAction': { access: 'admin', args: [{}] },
  'donation-admin#reissue80gReceiptsAction': { access: 'admin', args: [] },
  'donation-admin#uploadCertificateBatchAction': { access: 'admin', args: [FORM] },
  'donation-admin#confirmCertificateAction': { access: 'admin', args: [N] },
  'donation-admin#discardCertificateAction': { access: 'admin', args: [N] },
  'campaigns#saveCampaign': { access: 'admin', args: [null, FORM] },
  'donations#startOneTimeDonation': { access: 'public', args: [{}] },
  'donations#startRecurringDonation': { access: 'public', args: [{}] },
  'donations#confirmOneTimeDonation': { access: 'public', args: [{}] },
  'donations#confirmRecurringDonation': { access: 'public', args: [{}] },
  'donations#cancelRecurringFromLink': { access: 'public', args: [N, 'not-a-signature'] },
  // My giving's recurring controls: anyone may post; the gift is found only for its donor's visit or account.
  'recurring#manageRecurringGift': { access: 'public', args: [N, null, FORM] },
  'recurring#updatePaymentFromLink': { access: 'public', args: [N, 'not-a-signature', 'en'] },
  'recurring#previewRecurringChange': { access: 'public', args: [N, null, FORM] },
  'recurring#startRecurringChange': { access: 'public', args: [N, {}] },
  'recurring#confirmRecurringChange': { access: 'public', args: [N, {}] },
  'donations#donateWithoutScript': { access: 'public', args: [null, FORM] },
  'donations#receiptLinkAction': { access: 'public', args: [null, FORM] },
  'giving#givingLinkAction': { access: 'public', args: [null, FORM] },
  'giving#openGivingFromLink': { access: 'public', args: ['not-a-token', 'en'] },
  'giving#leaveGiving': { access: 'public', args: ['en'] },
  'my-orders#cancelMyOrderAction': { access: 'signed-in', args: [null, FORM] },
  'my-orders#payAgainAction': { access: 'signed-in', args: [null, FORM] },
  'profile#updateProfileAction': { access: 'signed-in', args: [null, FORM] },
  'profile#changePasswordAction': { access: 'signed-in', args: [null, FORM] },
  'security#resendConfirmationAction': { access: 'signed-in', args: [null, FORM] },
  'security#changeEmailAction': { access: 'signed-in', args: [null, FORM] },
  'security#beginTwoFactorAction': { access: 'signed-in', args: [null, FORM] },
  'security#confirmTwoFactorAction': { access: 'signed-in', args: [null, FORM] },
  'security#disableTwoFactorAction': { access: 'signed-in', args: [null, FORM] },
  'security#eraseAccountAction': { access: 'signed-in', args: [null, FORM] },
  'mail-outbox#retryMailAction': { access: 'admin', args: [N] },
  'order-admin#setOrderStatusAction': { access: 'staff', args: [N, 'shipped'] },
  'order-admin#deleteOrderAction': { access: 'staff', args: [N] },
  'order-admin#invoiceAction': { access: 'staff', args: [N] },
  'order-admin#refundOrderAction': { access: 'admin', args: [N, {}] },
  'products#saveProduct': { access: 'staff', args: [null, FORM] },
  'products#removeProduct': { access: 'staff', args: [N] },
  'products#removeProducts': { access: 'staff', args: [[N]] },
  'products#changeProductsStatus': { access: 'staff', args: [[N], 'inactive'] },
  'slides#uploadSlide': { access: 'admin', args: [null, FORM] },
  'slides#editSlide': { access: 'admin', args: [null, FORM] },
  'slides#removeSlide': { access: 'admin', args: [N] },
  'slides#moveSlides': { access: 'admin', args: [[N]] },
  'slides#toggleSlide': { access: 'admin', args: [N, true] },
  'team-members#addTeamMember': { access: 'admin', args: [null, FORM] },
  'team-members#editTeamMember': { access: 'admin', args: [null, FORM] },
  'team-members#deleteTeamMember': { access: 'admin', args: [N] },
  'tracking#trackOrderAction': { access: 'public', args: ['ORD-NOPE'] },
  'stock-alerts#notifyWhenBackAction': { access: 'public', args: [null, FORM] },
  'uploads#uploadPhotoAction': { access: 'public', args: [FORM] },
};

type Manifest = { node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }> };
type Action = { key: string; id: string; pages: string[] };

function actions(): Action[] {
  const manifest = JSON.parse(readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.node).map(([id, a]) => ({
    key: `${path.basename(a.filename).replace(/\.tsx?$/, '')}#${a.exportedName}`,
    id,
    // 'app/(backoffice)/admin/coupons/page' -> '/admin/coupons', 'app/[locale]/checkout/page' -> '/checkout'
    pages: Object.keys(a.workers).map(
      (w) =>
        w
          .replace(/^app/, '')
          .replace(/\/\([^)]*\)/g, '')
          .replace(/^\/\[locale\]/, '') // the site's pages in English, at their plain addresses
          .replace(/\/page$/, '') || '/',
    ),
  }));
}

/** A page that uses the action and that the action's own callers may open. */
function pageFor(a: Action, access: Access): string {
  const plain = a.pages.filter((p) => !p.includes('['));
  const preferred = access === 'admin' ? '/admin' : access === 'staff' ? '/manager' : null;
  const chosen = (preferred && plain.find((p) => p.startsWith(preferred))) || plain.find((p) => !/^\/(admin|manager)/.test(p)) || plain[0];
  return chosen ?? a.pages[0].replace(/\[[^\]]+\]/g, String(N));
}

/** React's reply encoding, as the browser sends it: plain JSON, or multipart when an argument is a FormData. */
function request(id: string, args: Arg[]) {
  const headers = { 'Next-Action': id, Accept: 'text/x-component' };
  const json = JSON.stringify(args.map((a) => (a === FORM ? '$K1' : a)));
  if (args.includes(FORM)) return { headers, multipart: { '0': json }, maxRedirects: 0 };
  return { headers: { ...headers, 'Content-Type': 'text/plain;charset=UTF-8' }, data: json, maxRedirects: 0 };
}

const WHO = { guest: null, user: USER, manager: MANAGER, admin: ADMIN } as const;
type Who = keyof typeof WHO;
const RANK: Record<Who, number> = { guest: 0, user: 1, manager: 2, admin: 3 };
const NEEDS: Record<Access, number> = { public: 0, 'signed-in': 1, staff: 2, admin: 3 };
/** An action's refusal of its caller, as it answers it: a code (DESIGN.md §5), never words. */
const REFUSAL = /"error":\{"code":"auth\.(forbidden|unauthenticated|login_to_add)"/;

test('every server action in the build has a row in the matrix', () => {
  expect(
    actions()
      .map((a) => a.key)
      .sort(),
  ).toEqual(Object.keys(ROWS).sort());
});

async function contextFor(browser: Browser, who: Who) {
  const context = await browser.newContext();
  const account = WHO[who];
  if (account) await login(await context.newPage(), account);
  return context;
}

async function outcome(res: APIResponse): Promise<'refused' | 'reached'> {
  const text = await res.text();
  const location = res.headers().location ?? res.headers()['x-action-redirect'] ?? '';
  // the back-office gate's redirect, or an action that sends a guest to sign in
  if (/permission-denied|\/auth/.test(location)) return 'refused';
  expect(res.status(), text.slice(0, 300)).toBeLessThan(500);
  // Any other redirect is the action's own answer (the cart when it is empty, the cancel page's outcome). Its
  // body is the target page's render, whose client messages hold refusal texts among all the others.
  if (location) return 'reached';
  if (REFUSAL.test(text)) return 'refused';
  return 'reached';
}

for (const who of Object.keys(WHO) as Who[]) {
  test(`server actions as ${who}: refused below their access, reached at or above it`, async ({ browser }) => {
    const context = await contextFor(browser, who);
    const lines: string[] = [];
    for (const a of actions()) {
      const row = ROWS[a.key];
      if (!row || 'skip' in row) continue;
      const page = pageFor(a, row.access);
      const res = await context.request.post(page, request(a.id, row.args));
      const got = await outcome(res);
      const expected = RANK[who] >= NEEDS[row.access] ? 'reached' : 'refused';
      lines.push(`${a.key}@${page} ${res.status()} ${got}: ${(await res.text()).replace(/\s+/g, ' ').slice(0, 160)}`);
      expect.soft(got, `${who} ${a.key} at ${page}`).toBe(expected);
    }
    console.log(`[action matrix] ${who}: ${lines.length} actions\n  ${lines.join('\n  ')}`);
    await context.close();
  });
}
