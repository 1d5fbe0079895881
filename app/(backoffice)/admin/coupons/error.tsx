'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function CouponsError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to fetch coupons" {...props} />;
}
