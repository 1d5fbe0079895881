import { useTranslations } from 'next-intl';
import { SiteHeader } from '@/components/site/site-header';
import { SocialBar } from '@/components/site/social-bar';
import { SiteFooter } from '@/components/site/site-footer';
import { CartProvider } from '@/components/cart/cart-context';
import { FloatingCart } from '@/components/cart/floating-cart-button';
import { QueuedSubmitScript } from '@/components/ui/queued-submit-script';
import { LanguageOffer } from '@/components/site/language-offer';

/** The public header and footer around every page of the site, in either language. */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  const t = useTranslations('site');
  return (
    <CartProvider>
      <QueuedSubmitScript />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <LanguageOffer />
      <SocialBar />
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
      <FloatingCart />
    </CartProvider>
  );
}
