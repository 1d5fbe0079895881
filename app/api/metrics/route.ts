import { endpoint, type Handler } from '@/lib/server/http';
import { renderMetrics } from '@/lib/server/operations';

// Prometheus scrapes this with Authorization: Bearer $CRON_SECRET (README, Metrics).
const scrape: Handler = async ({ req }) => {
  const { text, contentType } = await renderMetrics(req);
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
};

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ GET: scrape });
