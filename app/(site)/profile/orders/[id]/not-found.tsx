import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export default function OrderNotFound() {
  return (
    <MessagePage
      code="404"
      title="Order Not Found"
      text="This order does not exist or belongs to another account."
      action={<LinkButton href="/profile/orders">My Orders</LinkButton>}
    />
  );
}
