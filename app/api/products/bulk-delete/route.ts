import { endpoint } from '@/lib/server/http';
import { bulkDeleteHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: bulkDeleteHandler });
