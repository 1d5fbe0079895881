import { endpoint } from '@/lib/server/http';
import { productStatusHandler } from '@/lib/server/routes/product-admin-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: productStatusHandler });
