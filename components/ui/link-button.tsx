import { Link } from '@/lib/i18n/link';
import { buttonClass, type ButtonLook } from './button';

/** A link that looks like a button (./button's look), in the page's language. */
export function LinkButton({ href, children, ...look }: { href: string; children: React.ReactNode } & ButtonLook) {
  return (
    <Link href={href} className={buttonClass(look)}>
      {children}
    </Link>
  );
}
