import { Link } from '@/lib/i18n/link';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-leaf-600 text-white hover:bg-leaf-700',
  outline: 'border border-brand-500 text-brand-700 hover:bg-brand-50',
} as const;

export function LinkButton({
  href,
  children,
  variant = 'primary',
  className = '',
}: {
  href: string;
  children: React.ReactNode;
  variant?: keyof typeof VARIANTS;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
