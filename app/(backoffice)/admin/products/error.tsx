'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function ProductsError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load products" {...props} />;
}
