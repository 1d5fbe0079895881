import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { foundation, foundationAddressLine, foundationMapUrl } from '@/lib/config/foundation';
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from '@/lib/config/navigation';
import { FacebookIcon, InstagramIcon } from '@/components/ui/icons';
import { CopyrightYear } from './copyright-year';

export function SiteFooter() {
  const t = useTranslations('nav');
  const tSite = useTranslations('site');
  return (
    <footer className="mt-16 bg-leaf-800 text-leaf-50" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        {t('footer')}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{foundation.name}</p>
          <p className="mt-2 text-sm text-leaf-100">{tSite('tagline')}</p>
          <div className="mt-4 flex gap-3">
            <a
              href={foundation.social.facebook}
              className="rounded-full bg-white/10 p-2 hover:bg-white/20"
              aria-label="Facebook"
              rel="noopener noreferrer"
              target="_blank"
            >
              <FacebookIcon />
            </a>
            <a
              href={foundation.social.instagram}
              className="rounded-full bg-white/10 p-2 hover:bg-white/20"
              aria-label="Instagram"
              rel="noopener noreferrer"
              target="_blank"
            >
              <InstagramIcon />
            </a>
          </div>
        </div>
        <nav aria-label={t('quickLinks')}>
          <p className="font-semibold text-white">{t('quickLinks')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="not-italic">
          <p className="font-semibold text-white">{t('getInTouch')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${foundation.email}`} className="hover:underline">
                {foundation.email}
              </a>
            </li>
            {foundation.phones.map((p) => (
              <li key={p}>
                <a href={`tel:${p.replace(/\s/g, '')}`} className="hover:underline">
                  {p}
                </a>
              </li>
            ))}
            <li>
              <a href={foundationMapUrl()} className="hover:underline" target="_blank" rel="noopener noreferrer">
                {foundationAddressLine()}
              </a>
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-leaf-100 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t.rich('copyright', { year: () => <CopyrightYear rendered={new Date().getFullYear()} />, name: foundation.name })}</p>
          <ul className="flex gap-4">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
