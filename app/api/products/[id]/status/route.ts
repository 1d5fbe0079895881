import { endpoint } from '@/lib/server/http';
import { productStatusHandler } from '@/lib/server/catalog';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: productStatusHandler });
