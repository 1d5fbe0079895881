import { endpoint } from '@/lib/server/http';
import { gatewayReturnHandler } from '@/app/api/payments/_gateway/return';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({ POST: gatewayReturnHandler });
