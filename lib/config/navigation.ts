// Each link's text is the message nav.<key> (lib/i18n/messages); the addresses are the English ones.
export const MAIN_LINKS = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/shop', key: 'shop' },
  { href: '/donations', key: 'donate' },
  { href: '/track', key: 'track' },
  { href: '/contact', key: 'contact' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { href: '/about', key: 'aboutUs' },
  { href: '/shop', key: 'ourShop' },
  { href: '/track', key: 'trackOrder' },
  { href: '/faq', key: 'faq' },
  { href: '/contact', key: 'contactUs' },
] as const;

export const LEGAL_LINKS = [
  { href: '/term&conditions', key: 'terms' },
  { href: '/privacy-policy', key: 'privacy' },
] as const;

/** A link is current on its own path and below it ('/' only on itself). */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
