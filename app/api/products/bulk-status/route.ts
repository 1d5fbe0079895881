import { endpoint } from '@/lib/server/http';
import { bulkStatusHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: bulkStatusHandler });
