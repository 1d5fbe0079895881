import { formatInr, rupeesToPaise } from '@/lib/domain/money';
import { sandboxComplete, sandboxTxnForPage, type Outcome } from '@/lib/server/payments/easebuzz/sandbox';
import { answeringDomainErrors, readGatewayFields } from '@/lib/server/http';
import { escapeHtml } from '@/lib/domain/html';
import { autoPostForm, htmlPage, sandboxOff } from '@/lib/server/payments/easebuzz/sandbox-http';

type Ctx = { params: Promise<{ accessKey: string }> };
const OUTCOMES: Record<string, Outcome> = { pay: 'success', fail: 'failure', cancel: 'userCancelled' };

// The hosted pay page of the sandbox: what Easebuzz shows the buyer, reduced to three honest buttons.
export async function GET(_req: Request, { params }: Ctx) {
  const off = sandboxOff();
  if (off) return off;
  const t = await sandboxTxnForPage((await params).accessKey);
  if (!t) return htmlPage('Payment not found', '<h1>Payment link not found or expired</h1>', 404);
  const f = t.fields;
  return htmlPage(
    'Easebuzz sandbox: pay',
    `<p class="banner">Test mode: no money is taken. This page stands in for the Easebuzz payment page.</p>
<h1>Pay ${escapeHtml(formatInr(rupeesToPaise(f.amount)))}</h1>
<dl><dt>To</dt><dd>Seva Sankalp Foundation</dd><dt>For</dt><dd>${escapeHtml(f.productinfo)}</dd><dt>Name</dt><dd>${escapeHtml(f.firstname)}</dd><dt>Transaction</dt><dd>${escapeHtml(f.txnid)}</dd></dl>
${t.status === 'initiated' ? '' : `<p>This payment was already completed (${escapeHtml(t.status)}).</p>`}
<form method="post"><button class="pay" name="action" value="pay">Pay ${escapeHtml(formatInr(rupeesToPaise(f.amount)))}</button><button name="action" value="fail">Fail</button><button name="action" value="cancel">Cancel</button></form>`,
  );
}

export async function POST(req: Request, { params }: Ctx) {
  const off = sandboxOff();
  if (off) return off;
  return answeringDomainErrors(async () => {
    const outcome = OUTCOMES[(await readGatewayFields(req)).action ?? ''];
    if (!outcome) return htmlPage('Bad request', '<h1>Choose Pay, Fail or Cancel</h1>', 400);
    const result = await sandboxComplete((await params).accessKey, outcome);
    if (!result) return htmlPage('Payment not found', '<h1>Payment link not found or expired</h1>', 404);
    return autoPostForm(result.action, result.fields);
  });
}
