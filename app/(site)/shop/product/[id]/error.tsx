'use client';

import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export default function ProductError() {
  return (
    <MessagePage
      title="Error Loading Product"
      text="Failed to fetch product. Please try again in a moment."
      action={<LinkButton href="/shop">Back to Shop</LinkButton>}
    />
  );
}
