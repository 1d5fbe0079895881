import 'server-only';
import { randomBytes } from 'node:crypto';
import { request } from 'undici';
import { rupeesToPaise } from '@/lib/domain/money';
import { absoluteUrl, log } from '@/lib/server/platform';
import { SANDBOX_KEY, SANDBOX_SALT } from './config';
import { refundHash, refundStatusHash, requestHash, responseHash, retrieveHash, sameHash, UDF_KEYS } from './hash';
import { saveTxn, txnByAccessKey, txnByEasepayid, txnById, type SandboxTxn } from './sandbox-store';

type Form = Record<string, string>;
export type Outcome = 'success' | 'failure' | 'userCancelled';

const AMOUNT = /^\d+\.\d{1,2}$/;

/** initiateLink as Easebuzz answers it: {status:1, data:<access key>} or {status:0, data:<message>}. */
export async function sandboxInitiate(f: Form) {
  const refuse = (message: string) => ({ status: 0, data: message, error_desc: message });
  if (f.key !== SANDBOX_KEY) return refuse('Invalid merchant key');
  if (!sameHash(f.hash, requestHash(f, SANDBOX_SALT))) return refuse('Invalid hash');
  if (!f.txnid || !AMOUNT.test(f.amount ?? '')) return refuse('Invalid txnid or amount');
  if (!/^\d{10}$/.test(f.phone ?? '')) return refuse('Invalid phone number');
  if (!f.email || !f.surl || !f.furl || !f.firstname || !f.productinfo) return refuse('Mandatory parameter missing');
  if (await txnById(f.txnid)) return refuse('Transaction id already used');
  const accessKey = randomBytes(16).toString('hex');
  const fields = Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'hash'));
  await saveTxn({ fields, accessKey, status: 'initiated', easepayid: null, addedon: null, refunds: [] });
  return { status: 1, data: accessKey };
}

export const sandboxTxnForPage = txnByAccessKey;

/** The record Easebuzz posts back and returns from retrieve, signed with the reverse hash. */
function resultRecord(t: SandboxTxn): Form {
  const f = t.fields;
  const record: Form = {
    txnid: f.txnid,
    easepayid: t.easepayid ?? '',
    status: t.status,
    amount: f.amount,
    productinfo: f.productinfo,
    firstname: f.firstname,
    email: f.email,
    phone: f.phone,
    key: f.key,
    mode: 'UPI',
    bank_ref_num: t.status === 'success' ? `SBX${t.easepayid}` : '',
    error: t.status === 'success' ? 'NA' : t.status === 'userCancelled' ? 'Cancelled by user' : 'Transaction declined by bank',
    error_Message: t.status === 'success' ? 'NA' : t.status === 'userCancelled' ? 'Cancelled by user' : 'Transaction declined by bank',
    addedon: t.addedon ?? '',
  };
  for (const k of UDF_KEYS) record[k] = f[k] ?? '';
  record.hash = responseHash(record, SANDBOX_SALT);
  return record;
}

/** The buyer clicked Pay, Fail or Cancel: record it, send the webhook, and say where the browser posts. */
export async function sandboxComplete(accessKey: string, outcome: Outcome): Promise<{ action: string; fields: Form } | null> {
  const t = await txnByAccessKey(accessKey);
  if (!t) return null;
  if (t.status === 'initiated') {
    t.status = outcome;
    t.easepayid = `E${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
    t.addedon = new Date().toISOString().replace('T', ' ').slice(0, 19);
    await saveTxn(t);
    void deliverWebhook(resultRecord(t));
  }
  return { action: t.status === 'success' ? t.fields.surl : t.fields.furl, fields: resultRecord(t) };
}

/** Like Easebuzz's dashboard webhook: the same fields, posted server to server. Failures are only logged. */
async function deliverWebhook(fields: Form): Promise<void> {
  try {
    const res = await request(absoluteUrl('/api/payments/easybuzz/webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    await res.body.text();
  } catch (error) {
    log().warn({ err: error }, '[sandbox] webhook delivery failed');
  }
}

export async function sandboxRetrieve(f: Form) {
  if (f.key !== SANDBOX_KEY || !sameHash(f.hash, retrieveHash(f.key, f.txnid ?? '', SANDBOX_SALT)))
    return { status: false, msg: 'Invalid hash' };
  const t = await txnById(f.txnid ?? '');
  if (!t) return { status: false, msg: 'Transaction not found' };
  return { status: true, msg: [resultRecord(t)] };
}

export async function sandboxRefund(f: Form) {
  const expected = refundHash(f.key ?? '', f.merchant_refund_id ?? '', f.easebuzz_id ?? '', f.refund_amount ?? '', SANDBOX_SALT);
  if (f.key !== SANDBOX_KEY || !sameHash(f.hash, expected)) return { status: false, reason: 'Invalid hash' };
  if (!AMOUNT.test(f.refund_amount ?? '') || !f.merchant_refund_id) return { status: false, reason: 'Invalid refund amount' };
  const t = await txnByEasepayid(f.easebuzz_id ?? '');
  if (!t || t.status !== 'success') return { status: false, reason: 'Transaction not found or not successful' };
  const same = t.refunds.find((r) => r.merchantRefundId === f.merchant_refund_id);
  const answer = (r: (typeof t.refunds)[number]) => ({
    status: true,
    reason: 'Refund request accepted',
    refund_id: r.refundId,
    refund_amount: r.amount,
    easebuzz_id: t.easepayid,
    merchant_refund_id: r.merchantRefundId,
  });
  if (same) return answer(same); // idempotent: the same merchant_refund_id never refunds twice
  const refunded = t.refunds.reduce((s, r) => s + rupeesToPaise(r.amount), 0);
  if (refunded + rupeesToPaise(f.refund_amount) > rupeesToPaise(t.fields.amount))
    return { status: false, reason: 'Refund amount exceeds the transaction amount' };
  const r = {
    merchantRefundId: f.merchant_refund_id,
    refundId: `R${randomBytes(6).toString('hex').toUpperCase()}`,
    amount: f.refund_amount,
    at: new Date().toISOString(),
  };
  t.refunds.push(r);
  await saveTxn(t);
  return answer(r);
}

export async function sandboxRefundStatus(f: Form) {
  if (f.key !== SANDBOX_KEY || !sameHash(f.hash, refundStatusHash(f.key, f.easebuzz_id ?? '', SANDBOX_SALT)))
    return { status: false, reason: 'Invalid hash' };
  const t = await txnByEasepayid(f.easebuzz_id ?? '');
  if (!t) return { status: false, reason: 'Transaction not found' };
  return {
    status: true,
    easebuzz_id: t.easepayid,
    refunds: t.refunds.map((r) => ({
      refund_id: r.refundId,
      merchant_refund_id: r.merchantRefundId,
      refund_amount: r.amount,
      refund_status: 'refunded',
      refund_request_date: r.at,
    })),
  };
}
