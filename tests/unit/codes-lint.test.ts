import { describe, expect, it } from 'vitest';
import { reportedLines } from '@/tests/support/lint-probe';

// Errors travel as codes (DESIGN.md §5), and eslint.config.mjs keeps it so: outside the /api edge
// (lib/server/http) no code decides by an HTTP status or by the words of a message, and no action reads its
// language from the Referer. Run through ESLint's own API on files that do not exist.

/** The lines `errors/codes-not-words` reports in `code`, as if it were the file at `file`. */
const refusedLines = (file: string, code: string) => reportedLines('errors/codes-not-words', file, code);

const probe = [
  "import type { DomainError } from '@/lib/domain/errors';", // 1
  'type Answer = { status: number; message: string };', // 2
  'export function probe(a: Answer, e: DomainError, h: Headers): unknown[] {', // 3
  '  return [', // 4
  '    a.status === 422,', // 5: a status
  '    404 !== a.status,', // 6: a status, either side
  '    a.status >= 500,', // 7: a class of statuses
  "    a.message === 'Validation failed',", // 8: the words of a message
  '    /stock/i.test(a.message),', // 9: a pattern over them
  "    a.message.startsWith('Only'),", // 10
  "    h.get('referer'),", // 11: the Referer
  "    h.get('Referer'),", // 12
  "    e.code === 'cart.empty',", // 13: fine: a code
  "    a.status === 'paid',", // 14: fine: a record's own status
  '    e.params.count === 2,', // 15: fine
  '  ];', // 16
  '}', // 17
  '', // 18
].join('\n');

describe('errors as codes (npm run lint)', () => {
  it('refuses status and message comparisons and Referer reads in actions, components, pages and data modules', async () => {
    for (const file of [
      'lib/actions/codes-probe.ts',
      'components/shop/codes-probe.tsx',
      'app/[locale]/codes-probe/page.tsx',
      'lib/server/orders/codes-probe.ts',
    ]) {
      expect(await refusedLines(file, probe), file).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    }
  }, 60_000);

  it('lets the /api edge map codes to statuses, and the gateways\u2019 clients read their gateways\u2019 statuses', async () => {
    expect(await refusedLines('lib/server/http/codes-probe.ts', probe)).toEqual([]);
    expect(await refusedLines('lib/server/payments/razorpay/codes-probe.ts', probe)).toEqual([]);
  }, 60_000);
});

// The /api contract's texts live in the catalogues (notices.<code>, errors.<code>): a route answers
// englishNotice({ code }) or englishText({ code }), never words of its own (errors/api-texts-from-catalogue).

/** The lines `errors/api-texts-from-catalogue` reports in `code`, as if it were the file at `file`. */
const wordedLines = (file: string, code: string) => reportedLines('errors/api-texts-from-catalogue', file, code);

const answers = [
  "import { englishNotice, englishText } from '@/lib/i18n/english';", // 1
  "import { failure, ok } from '@/lib/server/http';", // 2
  "const DONE = 'Payment initiated successfully';", // 3
  'export function probe(count: number, paid: boolean, message?: string): unknown[] {', // 4
  '  return [', // 5
  "    ok(null, { message: 'Orders retrieved successfully' }),", // 6: words
  '    ok(null, { message: `${count} product(s) deleted successfully` }),', // 7: a template
  "    ok(null, { message: paid ? 'Payment verified successfully' : englishNotice({ code: 'payment.pending' }) }),", // 8: in a branch
  "    ok(null, { message: message ?? 'OK' }),", // 9: a default
  '    ok(null, { message: DONE }),', // 10: through a constant
  "    Response.json({ success: true, 'message': 'Done' }),", // 11: any envelope
  "    failure(404, 'The requested API endpoint does not exist.'),", // 12: a refusal's words
  "    ok(null, { message: englishNotice({ code: 'product_admin.bulk_deleted', params: { count } }) }),", // 13: fine: a code
  "    failure(404, englishText({ code: 'request.no_endpoint' })),", // 14: fine
  "    ok(null, { coupon_message: 'x', message }),", // 15: fine: another field, a value from elsewhere
  '  ];', // 16
  '}', // 17
  '', // 18
].join('\n');

describe('the /api edge words codes (npm run lint)', () => {
  it('refuses words of its own as a message in route handlers, their helpers and lib/server/http', async () => {
    for (const file of ['app/api/words-probe/route.ts', 'app/api/payments/_gateway/words-probe.ts', 'lib/server/http/words-probe.ts']) {
      expect(await wordedLines(file, answers), file).toEqual([6, 7, 8, 9, 10, 11, 12]);
    }
  }, 60_000);

  it('leaves the rest alone (actions answer codes already; a mail or a log line has its own words)', async () => {
    expect(await wordedLines('lib/server/orders/words-probe.ts', answers)).toEqual([]);
  }, 60_000);
});
