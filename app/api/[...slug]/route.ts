import { failure, corsHeaders } from '@/lib/server/http';
import { englishText } from '@/lib/i18n/english';

// Every /api path that no route matches answers JSON, never an HTML page.
function notFound(req: Request): Response {
  const response = failure(404, englishText({ code: 'request.no_endpoint' }));
  for (const [k, v] of Object.entries(corsHeaders(req.headers.get('origin')))) response.headers.set(k, v);
  return response;
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
