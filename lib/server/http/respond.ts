import 'server-only';
import { DomainError } from '@/lib/domain/errors';
import { englishNotice } from '@/lib/i18n/english';
import { wireError } from './wire-errors';
import { currentRequestId } from '@/lib/server/platform';

type OkOptions = {
  message?: string;
  status?: number;
  /** Fields the contract puts at the top level next to data (token, user, payment_url...). */
  top?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** The envelope {success, data, message}. */
export function ok(data: unknown, options: OkOptions = {}): Response {
  const body = { success: true, data, message: options.message ?? englishNotice({ code: 'request.ok' }), ...options.top };
  return Response.json(body, { status: options.status ?? 200, headers: options.headers });
}

export function created(data: unknown, options: Omit<OkOptions, 'status'> = {}): Response {
  return ok(data, { ...options, status: 201 });
}

export function failure(
  status: number,
  message: string,
  extra: { errors?: Record<string, string[]>; headers?: Record<string, string>; body?: Record<string, unknown> } = {},
): Response {
  const body: Record<string, unknown> = { success: false, data: null, message, ...extra.body };
  if (extra.errors) body.errors = extra.errors;
  // The id in the server's log lines (and the x-request-id header): what support asks for.
  const requestId = currentRequestId();
  if (requestId) body.request_id = requestId;
  return Response.json(body, { status, headers: extra.headers });
}

/** A refusal as the contract words it, with the envelope fields this route's contract adds instead of the code's own. */
export function failureWith(error: DomainError, body: Record<string, unknown>): Response {
  const { status, message, headers } = wireError(error, '[api]');
  return failure(status, message, { headers, body });
}

/** A personal document (PAN, address on it) served inline: never in a shared cache, never indexed. */
export function privateDocument(doc: { bytes: Uint8Array; mime: string; filename: string }): Response {
  return new Response(Buffer.from(doc.bytes), {
    headers: {
      'Content-Type': doc.mime,
      'Content-Length': String(doc.bytes.byteLength),
      'Content-Disposition': `inline; filename="${doc.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * For routes outside endpoint() (the payment sandboxes): a refusal we threw (a 413 from a bounded body, a 400)
 * answers in the contract's envelope instead of becoming a 500.
 */
export async function answeringDomainErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { status, message } = wireError(error, '[sandbox]');
    return failure(status, message);
  }
}
