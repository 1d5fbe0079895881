export const MAIN_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About us' },
  { href: '/shop', label: 'Shop' },
  { href: '/donations', label: 'Donate' },
  { href: '/contact', label: 'Contact' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { href: '/about', label: 'About Us' },
  { href: '/shop', label: 'Our Shop' },
  { href: '/faq', label: "FAQ's" },
  { href: '/contact', label: 'Contact Us' },
] as const;

export const LEGAL_LINKS = [
  { href: '/term&conditions', label: 'Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
] as const;

/** A link is current on its own path and below it ('/' only on itself). */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
