import type { Metadata } from 'next';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

// A 404 takes its title from the nearest not-found file, not from the page's generateMetadata (which threw).
export const metadata: Metadata = { title: 'Shop Page Not Found', robots: { index: false } };

// A page past the last one (/shop?page=99): inside the site's layout, so one header and one footer.
export default function ShopPageNotFound() {
  return (
    <MessagePage
      code="404"
      title="Page Not Found"
      text="The shop has fewer pages than that."
      action={<LinkButton href="/shop">Back to Shop</LinkButton>}
    />
  );
}
