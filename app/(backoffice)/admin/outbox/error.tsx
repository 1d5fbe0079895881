'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function OutboxError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load the mail outbox" {...props} />;
}
