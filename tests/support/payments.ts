// Drives the Easebuzz sandbox like a buyer: open the pay page, click Pay / Fail / Cancel, and return to us.
import { api } from './api';
import { parseAutoPost } from './sandbox-bridge';

export type Click = 'pay' | 'fail' | 'cancel';

/** Clicks a button on the sandbox pay page; answers the form the browser would post to surl/furl. */
export async function clickOnPayPage(paymentUrl: string, action: Click) {
  const page = await fetch(paymentUrl);
  if (page.status !== 200) throw new Error(`pay page answered ${page.status}`);
  const res = await fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return parseAutoPost(await res.text());
}

/** The browser's cross-site form POST to our surl/furl (no token, no cookie). */
export function postBack(action: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const path = new URL(action).pathname;
  return api.post(path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
  });
}
