import 'server-only';
import type { z } from 'zod';
import { DomainError, fail } from '@/lib/domain/errors';
import { parseOrRefuse } from '@/lib/server/errors';

/**
 * Every JSON body unless a route says otherwise (the certificate upload does). The largest valid one, a
 * product with ten picture addresses and a 5,000-character description, is under 40 KB; many routes take
 * bodies from anyone (sign-in, registration, contact, guest orders, donations), so the bound is tight.
 */
const DEFAULT_JSON_LIMIT = 64 * 1024;
/**
 * What a payment gateway posts us (Easebuzz surl/furl and webhook: some forty short fields, under 4 KB).
 * Sixteen times that leaves room for long product descriptions and gateway additions.
 */
const GATEWAY_BODY_LIMIT = 64 * 1024;

/**
 * The body's bytes, never more than `limitBytes` of them held: a declared Content-Length over the limit is
 * refused before reading, and a chunked body is cut off (413) as soon as it passes the limit, so a caller
 * cannot make us buffer megabytes before we look at the size.
 */
async function readBytes(req: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limitBytes) throw fail('request.too_large');
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw fail('request.too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, bounded as readBytes. */
export async function readText(req: Request, limitBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBytes(req, limitBytes));
}

/** Reads a JSON body: 413 over the limit, 400 when it is not JSON; an empty body is an empty object. */
export async function readJson(req: Request, limitBytes = DEFAULT_JSON_LIMIT): Promise<unknown> {
  const text = await readText(req, limitBytes);
  if (text.trim() === '') return {};
  // PostgreSQL text cannot hold NUL: refused here, not as a database error.
  if (text.includes('\u0000') || /\\u0000/i.test(text)) throw fail('request.nul');
  try {
    return JSON.parse(text);
  } catch {
    throw fail('request.invalid_json');
  }
}

/** A JSON body that must be an object: `null`, arrays and bare values are a 400, not a crash later. */
export async function readJsonObject(req: Request, limitBytes?: number): Promise<Record<string, unknown>> {
  const value = await readJson(req, limitBytes);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('request.expected_object');
  return value as Record<string, unknown>;
}

export async function readJsonAs<S extends z.ZodType>(req: Request, schema: S, limitBytes?: number): Promise<z.output<S>> {
  return parseOrRefuse(schema, await readJson(req, limitBytes));
}

/** Query string as a plain object (repeated keys keep the last value). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

export function readQueryAs<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  return parseOrRefuse(schema, queryObject(url));
}

export async function readForm(req: Request, limitBytes: number): Promise<FormData> {
  const bytes = await readBytes(req, limitBytes);
  try {
    // Parsed from the bounded copy (the same content type, so the multipart boundary is kept).
    const form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
    for (const value of form.values()) if (typeof value === 'string' && value.includes('\u0000')) throw fail('request.nul');
    return form;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fail('request.expected_form');
  }
}

/** NUL cannot be stored or hashed as the gateways do: such a field is treated as empty (the hash then fails). */
function withoutNul(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/\0/g, ''), v.includes('\0') ? '' : v]));
}

/**
 * Gateways post forms (surl/furl, webhooks); JSON is accepted too. Values stay strings, as on the wire.
 * Nobody signs in to send these, so the body is bounded (413 past GATEWAY_BODY_LIMIT) before it is parsed.
 */
export async function readGatewayFields(req: Request, limitBytes = GATEWAY_BODY_LIMIT): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  const text = await readText(req, limitBytes);
  if (type.includes('application/json')) {
    let body: unknown = {};
    try {
      body = JSON.parse(text);
    } catch {
      body = {};
    }
    const object = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return withoutNul(Object.fromEntries(Object.entries(object).map(([k, v]) => [k, v == null ? '' : String(v)])));
  }
  return withoutNul(Object.fromEntries(new URLSearchParams(text).entries()));
}
