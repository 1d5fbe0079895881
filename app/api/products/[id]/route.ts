import { endpoint } from '@/lib/server/http';
import { deleteProductHandler, updateProductHandler } from '@/lib/server/routes/product-admin-handlers';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ PUT: updateProductHandler, DELETE: deleteProductHandler });
