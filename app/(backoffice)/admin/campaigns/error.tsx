'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function CampaignsError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load campaigns" {...props} />;
}
