'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function TeamError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load team members" {...props} />;
}
