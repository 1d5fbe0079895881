import type { Metadata } from 'next';
import { GoBackButton } from '@/components/site/go-back-button';
import { MessagePage } from '@/components/site/message-page';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw).
export const metadata: Metadata = { title: 'Document Not Found', robots: { index: false } };

export default function DocumentNotFound() {
  return (
    <MessagePage
      title="Document Not Found"
      text="The document you are looking for does not exist or could not be loaded."
      action={<GoBackButton fallback="/about" />}
    />
  );
}
