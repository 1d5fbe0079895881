'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function DonationsError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load donations" {...props} />;
}
