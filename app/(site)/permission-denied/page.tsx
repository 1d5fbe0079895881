import type { Metadata } from 'next';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export const metadata: Metadata = { title: 'Permission Denied', robots: { index: false } };

export default function PermissionDeniedPage() {
  return (
    <MessagePage
      code="403"
      title="Permission Denied"
      text="You do not have access to this page."
      action={<LinkButton href="/">Go Home</LinkButton>}
    />
  );
}
