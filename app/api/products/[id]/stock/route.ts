import { endpoint } from '@/lib/server/http';
import { productStockHandler } from '@/lib/server/routes/product-admin-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: productStockHandler });
