import { endpoint } from '@/lib/server/http';
import { bulkStatusHandler } from '@/lib/server/routes/product-admin-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: bulkStatusHandler });
