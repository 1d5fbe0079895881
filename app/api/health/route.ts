import { endpoint } from '@/lib/server/http';
import { checkHealth } from '@/lib/server/platform';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async () => {
    const health = await checkHealth();
    return Response.json(
      { success: health.ok, data: health, message: health.ok ? 'OK' : 'Database unavailable' },
      { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    );
  },
});
