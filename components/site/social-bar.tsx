import { useTranslations } from 'next-intl';
import { foundation } from '@/lib/config/foundation';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

// Each link is a 44 × 44 px target on phones (the icon alone is 14 px) and at least 36 px tall from 640 px
// (WCAG 2.5.8 asks 24; 2.5.5's 44 matters most for thumbs).
const TARGET = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 hover:text-white sm:min-h-9 sm:min-w-9';

/** The thin contact strip above the navigation: call or e-mail from any page. */
export function SocialBar() {
  const t = useTranslations('site');
  const phone = foundation.phones[0];
  return (
    <div className="bg-leaf-800 text-leaf-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-2 text-xs sm:gap-4 sm:px-6">
        <div className="flex items-center sm:gap-4">
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={TARGET} aria-label={t('call', { phone })}>
            <PhoneIcon size={14} />
            <span className="hidden sm:inline">{phone}</span>
          </a>
          <a href={`mailto:${foundation.email}`} className={TARGET} aria-label={t('emailUs', { email: foundation.email })}>
            <MailIcon size={14} />
            <span className="hidden sm:inline">{foundation.email}</span>
          </a>
        </div>
        <div className="flex items-center sm:gap-1">
          <a href={foundation.social.facebook} aria-label="Facebook" rel="noopener noreferrer" target="_blank" className={TARGET}>
            <FacebookIcon size={14} />
          </a>
          <a href={foundation.social.instagram} aria-label="Instagram" rel="noopener noreferrer" target="_blank" className={TARGET}>
            <InstagramIcon size={14} />
          </a>
        </div>
      </div>
    </div>
  );
}
