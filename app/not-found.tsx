import type { Metadata } from 'next';
import { CartProvider } from '@/components/cart/cart-context';
import { SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { MessagePage } from '@/components/site/message-page';
import { LinkButton } from '@/components/ui/link-button';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    // The header's cart link reads the cart context.
    <CartProvider>
      <SiteHeader />
      <main id="main">
        <MessagePage
          code="404"
          title="Page Not Found"
          text="The page you are looking for does not exist or has been moved."
          action={<LinkButton href="/">Go Home</LinkButton>}
        />
      </main>
      <SiteFooter />
    </CartProvider>
  );
}
