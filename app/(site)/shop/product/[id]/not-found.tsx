import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

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
