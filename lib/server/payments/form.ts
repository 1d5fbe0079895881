import 'server-only';

/** Gateways post forms (surl/furl, webhooks); JSON is accepted too. Values stay strings, as on the wire. */
export async function formFields(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, v == null ? '' : String(v)]));
  }
  const text = await req.text();
  return Object.fromEntries(new URLSearchParams(text).entries());
}
