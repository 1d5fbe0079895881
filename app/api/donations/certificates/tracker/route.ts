import { defaultForm10bdYear } from '@/lib/domain/dates';
import { form10bdQuery } from '@/lib/domain/validation/donations';
import { certificateTracker } from '@/lib/server/donations';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';

// Admin: which 80G donors of ?fy=2025-26 (default as Form 10BD's) have their Form 10BE certificate.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ url, caller }) => ok(await certificateTracker(await caller(), readQueryAs(url, form10bdQuery).fy ?? defaultForm10bdYear())),
});
