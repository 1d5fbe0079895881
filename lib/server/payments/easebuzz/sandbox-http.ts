import 'server-only';
import { escapeHtml } from '@/lib/domain/html';
import { gatewayMode } from '@/lib/server/payments/mode';

/** The sandbox exists only while Easebuzz runs in sandbox mode; otherwise every sandbox URL is a 404. */
export function sandboxOff(): Response | null {
  return gatewayMode('easebuzz') === 'sandbox' ? null : Response.json({ status: 0, data: 'Not found' }, { status: 404 });
}

/** An HTML page (the hosted pay page, or the auto-posting form that returns the buyer to surl/furl). */
export function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;padding:2rem 1rem}main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
.banner{background:#fef3c7;color:#92400e;padding:.5rem;border-radius:.5rem;font-size:.875rem;margin-bottom:1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57534e}
button{display:block;width:100%;padding:.75rem;margin-top:.75rem;border-radius:.5rem;border:1px solid #d6d3d1;font-size:1rem;cursor:pointer;background:#fff}button.pay{background:#b03b09;color:#fff;border:0;font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export function autoPostForm(action: string, fields: Record<string, string>): Response {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return htmlPage(
    'Returning to the merchant',
    `<p>Returning to the merchant…</p><form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit" class="pay">Continue</button></form><script>document.forms[0].submit()</script>`,
  );
}
