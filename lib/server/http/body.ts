import 'server-only';
import type { z } from 'zod';
import { ApiError, badRequest, payloadTooLarge } from './errors';
import { parseOr422 } from './validation';

const DEFAULT_JSON_LIMIT = 1024 * 1024;

/** Reads a JSON body: 413 over the limit, 400 when it is not JSON; an empty body is an empty object. */
export async function readJson(req: Request, limitBytes = DEFAULT_JSON_LIMIT): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limitBytes) throw payloadTooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text) > limitBytes) throw payloadTooLarge();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON body.');
  }
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
    return await req.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('Expected a multipart/form-data body.');
  }
}

/** Gateways post forms (surl/furl, webhooks); JSON is accepted too. Values stay strings, as on the wire. */
export async function readGatewayFields(req: Request): Promise<Record<string, string>> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, v == null ? '' : String(v)]));
  }
  const text = await req.text();
  return Object.fromEntries(new URLSearchParams(text).entries());
}
