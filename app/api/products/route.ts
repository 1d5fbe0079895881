import { endpoint } from '@/lib/server/http';
import { createProductHandler } from '@/lib/server/routes/product-admin-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: createProductHandler });
