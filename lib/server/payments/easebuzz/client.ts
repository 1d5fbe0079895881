import 'server-only';
import { request } from 'undici';
import { fail } from '@/lib/domain/errors';
import type { EasebuzzConfig } from './config';
import { refundHash, refundStatusHash, requestHash, retrieveHash, UDF_KEYS } from './hash';
import { log } from '@/lib/server/platform';

export type EasebuzzRecord = Record<string, string>;

async function postForm(url: string, fields: Record<string, string>): Promise<unknown> {
  let res;
  try {
    res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    });
  } catch (error) {
    log().error({ err: error, url }, '[easebuzz] request failed');
    throw fail('gateway.unavailable');
  }
  const text = await res.body.text();
  if (res.statusCode >= 500) throw fail('gateway.unavailable');
  try {
    return JSON.parse(text);
  } catch {
    throw fail('gateway.error', { detail: 'unexpected answer' });
  }
}

export type InitiateParams = {
  txnid: string;
  amount: string; // "499.00"
  productinfo: string;
  firstname: string;
  email: string;
  phone: string;
  surl: string;
  furl: string;
  udf?: Partial<Record<(typeof UDF_KEYS)[number], string>>;
};

/** POST {pay}/payment/initiateLink; the browser then goes to {pay}/pay/<access_key>. */
export async function initiateLink(cfg: EasebuzzConfig, p: InitiateParams): Promise<{ accessKey: string; paymentUrl: string }> {
  const fields: Record<string, string> = {
    key: cfg.key,
    txnid: p.txnid,
    amount: p.amount,
    productinfo: p.productinfo,
    firstname: p.firstname,
    email: p.email,
    phone: p.phone,
    surl: p.surl,
    furl: p.furl,
  };
  for (const k of UDF_KEYS) fields[k] = p.udf?.[k] ?? '';
  fields.hash = requestHash(fields, cfg.salt);
  const answer = (await postForm(`${cfg.payUrl}payment/initiateLink`, fields)) as { status?: number; data?: string; error_desc?: string };
  if (answer?.status !== 1 || typeof answer.data !== 'string') {
    throw fail('gateway.error', { detail: String(answer?.error_desc ?? answer?.data ?? 'payment could not be started') });
  }
  return { accessKey: answer.data, paymentUrl: `${cfg.payUrl}pay/${encodeURIComponent(answer.data)}` };
}

/** POST {dashboard}/transaction/v2.1/retrieve: the gateway's records for our txnid (msg may be one object or a list). */
export async function retrieveTransaction(cfg: EasebuzzConfig, txnid: string): Promise<EasebuzzRecord[]> {
  const answer = (await postForm(`${cfg.dashboardUrl}transaction/v2.1/retrieve`, {
    key: cfg.key,
    txnid,
    hash: retrieveHash(cfg.key, txnid, cfg.salt),
  })) as { status?: boolean; msg?: unknown };
  if (!answer?.status || !answer.msg || typeof answer.msg === 'string') return [];
  const list = Array.isArray(answer.msg) ? answer.msg : [answer.msg];
  return list.map((r) => Object.fromEntries(Object.entries(r as object).map(([k, val]) => [k, val == null ? '' : String(val)])));
}

export type RefundAnswer = { accepted: boolean; refundId: string | null; message: string; raw: Record<string, unknown> };

/** POST {dashboard}/transaction/v2/refund; merchant_refund_id is the idempotency key. */
export async function refund(
  cfg: EasebuzzConfig,
  p: { merchantRefundId: string; easebuzzId: string; amount: string },
): Promise<RefundAnswer> {
  const raw = (await postForm(`${cfg.dashboardUrl}transaction/v2/refund`, {
    key: cfg.key,
    merchant_refund_id: p.merchantRefundId,
    easebuzz_id: p.easebuzzId,
    refund_amount: p.amount,
    hash: refundHash(cfg.key, p.merchantRefundId, p.easebuzzId, p.amount, cfg.salt),
  })) as Record<string, unknown>;
  const accepted = raw.status === true || raw.status === 1 || raw.status === '1';
  const refundId = typeof raw.refund_id === 'string' ? raw.refund_id : null;
  const message = String(raw.reason ?? raw.message ?? raw.error_desc ?? (accepted ? 'Refund accepted' : 'Refund refused'));
  return { accepted, refundId, message, raw };
}

/** POST {dashboard}/refund/v1/retrieve for a payment's refunds. */
export async function refundStatus(cfg: EasebuzzConfig, easebuzzId: string): Promise<Record<string, unknown>> {
  return (await postForm(`${cfg.dashboardUrl}refund/v1/retrieve`, {
    key: cfg.key,
    easebuzz_id: easebuzzId,
    hash: refundStatusHash(cfg.key, easebuzzId, cfg.salt),
  })) as Record<string, unknown>;
}
