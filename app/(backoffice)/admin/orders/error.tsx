'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function OrdersError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load orders" {...props} />;
}
