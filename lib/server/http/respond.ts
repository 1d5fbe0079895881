import 'server-only';

type OkOptions = {
  message?: string;
  status?: number;
  /** Fields the contract puts at the top level next to data (token, user, payment_url...). */
  top?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** The envelope {success, data, message}. */
export function ok(data: unknown, options: OkOptions = {}): Response {
  const body = { success: true, data, message: options.message ?? 'OK', ...options.top };
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
  return Response.json(body, { status, headers: extra.headers });
}
