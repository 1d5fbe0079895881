'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function ProductEditError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load product data. Please try again." {...props} />;
}
