import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { foundation } from '@/lib/config/foundation';
import { MainNav } from './main-nav';
import { AccountSlot } from './account-slot';
import { HeaderCartLink } from '@/components/cart/header-cart-link';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const t = useTranslations('site');
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={t('homeLink', { name: foundation.name })}>
          <Image src="/images/logo.svg" alt="" width={40} height={40} preload />
          <span className="text-base font-bold leading-tight text-brand-800 sm:text-lg">{foundation.name}</span>
        </Link>
        <MainNav account={<AccountSlot />} cart={<HeaderCartLink />} language={<LanguageSwitch />} />
      </div>
    </header>
  );
}
