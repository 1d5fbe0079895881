'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function DashboardError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load dashboard data" {...props} />;
}
