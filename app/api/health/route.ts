import { endpoint } from '@/lib/server/http';
import { checkHealth } from '@/lib/server/operations';
import { englishNotice, englishText } from '@/lib/i18n/english';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    // The payment mode only for staff; anyone else (and a caller we cannot resolve) sees database health.
    const health = await checkHealth(await caller().catch(() => null));
    return Response.json(
      {
        success: health.ok,
        data: health,
        message: health.ok ? englishNotice({ code: 'request.ok' }) : englishText({ code: 'server.database_unavailable' }),
      },
      { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
