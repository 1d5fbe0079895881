import 'server-only';
import type { z } from 'zod';
import { ApiError, badRequest, parseOr422, payloadTooLarge } from '@/lib/server/errors';

const DEFAULT_JSON_LIMIT = 1024 * 1024;

/** Reads a JSON body: 413 over the limit, 400 when it is not JSON; an empty body is an empty object. */
export async function readJson(req: Request, limitBytes = DEFAULT_JSON_LIMIT): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limitBytes) throw payloadTooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text) > limitBytes) throw payloadTooLarge();
  if (text.trim() === '') return {};
  // PostgreSQL text cannot hold NUL: refused here, not as a database error.
  if (text.includes('\u0000') || /\\u0000/i.test(text)) throw badRequest(NUL_REFUSED);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON body.');
  }
}

export const NUL_REFUSED = 'The request contains a NUL character.';

/** A JSON body that must be an object: `null`, arrays and bare values are a 400, not a crash later. */
export async function readJsonObject(req: Request, limitBytes?: number): Promise<Record<string, unknown>> {
  const value = await readJson(req, limitBytes);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('Expected a JSON object.');
  return value as Record<string, unknown>;
}

export async function readJsonAs<S extends z.ZodType>(req: Request, schema: S, limitBytes?: number): Promise<z.output<S>> {
  return parseOr422(schema, await readJson(req, limitBytes));
}

/** Query string as a plain object (repeated keys keep the last value). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

export function readQueryAs<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  return parseOr422(schema, queryObject(url));
}

export async function readForm(req: Request, limitBytes: number): Promise<FormData> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limitBytes) throw payloadTooLarge();
  try {
    const form = await req.formData();
    for (const value of form.values()) if (typeof value === 'string' && value.includes('\u0000')) throw badRequest(NUL_REFUSED);
    return form;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('Expected a multipart/form-data body.');
  }
}

/** NUL cannot be stored or hashed as the gateways do: such a field is treated as empty (the hash then fails). */
function withoutNul(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/\0/g, ''), v.includes('\0') ? '' : v]));
}

/** Gateways post forms (surl/furl, webhooks); JSON is accepted too. Values stay strings, as on the wire. */
export async function readGatewayFields(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body: unknown = await req.json().catch(() => ({}));
    const object = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return withoutNul(Object.fromEntries(Object.entries(object).map(([k, v]) => [k, v == null ? '' : String(v)])));
  }
  const text = await req.text();
  return withoutNul(Object.fromEntries(new URLSearchParams(text).entries()));
}
