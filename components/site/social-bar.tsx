import { foundation } from '@/lib/config/foundation';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';

/** The thin contact strip above the navigation: call or e-mail from any page. */
export function SocialBar() {
  const phone = foundation.phones[0];
  return (
    <div className="bg-leaf-800 text-leaf-50">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 text-xs sm:px-6">
        <div className="flex items-center gap-4">
          <a href={`tel:${phone.replace(/\s/g, '')}`} className="flex items-center gap-1.5 hover:text-white" aria-label={`Call ${phone}`}>
            <PhoneIcon size={14} />
            <span className="hidden sm:inline">{phone}</span>
          </a>
          <a
            href={`mailto:${foundation.email}`}
            className="flex items-center gap-1.5 hover:text-white"
            aria-label={`E-mail ${foundation.email}`}
          >
            <MailIcon size={14} />
            <span className="hidden sm:inline">{foundation.email}</span>
          </a>
        </div>
        <div className="flex items-center gap-3">
          <a href={foundation.social.facebook} aria-label="Facebook" rel="noopener noreferrer" target="_blank" className="hover:text-white">
            <FacebookIcon size={14} />
          </a>
          <a
            href={foundation.social.instagram}
            aria-label="Instagram"
            rel="noopener noreferrer"
            target="_blank"
            className="hover:text-white"
          >
            <InstagramIcon size={14} />
          </a>
        </div>
      </div>
    </div>
  );
}
