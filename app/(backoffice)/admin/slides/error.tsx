'use client';

import { SectionError } from '@/components/backoffice/section-error';

export default function SlidesError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <SectionError message="Failed to load slides" {...props} />;
}
