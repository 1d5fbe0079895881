import type { Metadata } from 'next';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw).
export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false } };

export default function ProductNotFound() {
  return (
    <MessagePage
      code="404"
      title="Product Not Found"
      text="This product does not exist or is no longer available."
      action={<LinkButton href="/shop">Back to Shop</LinkButton>}
    />
  );
}
