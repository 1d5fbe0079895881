import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';

export type Crumb = { href?: string; label: string };

/** A picture banner with the page title and an optional breadcrumb. */
export function PageHero({ title, image, crumbs, subtitle }: { title: string; image: string; crumbs?: Crumb[]; subtitle?: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-leaf-800">
      <HeroBackdrop image={image} opacity="opacity-40" veil="bg-gray-950/50" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl text-leaf-50">{subtitle}</p>}
        {crumbs && <Breadcrumb crumbs={crumbs} className="mt-4 text-leaf-50" />}
      </div>
    </section>
  );
}

/**
 * The faded picture behind a hero's text (home and PageHero), the page's largest paint on every width: fetched
 * first, at high priority (next/image's `preload` alone leaves it at the browser's low default for images).
 * `opacity` and `veil` are whole Tailwind classes, so the scanner sees them where they are written.
 */
export function HeroBackdrop({ image, opacity, veil }: { image: string; opacity: string; veil: string }) {
  return (
    <>
      <Image src={image} alt="" fill preload fetchPriority="high" sizes="100vw" className={`-z-10 object-cover ${opacity}`} />
      {/* A dark veil keeps white text at 4.5:1 or more over the brightest part of the picture. */}
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${veil}`} />
    </>
  );
}

/** A server component: its label comes from the page's messages (next-intl's request configuration). */
export function Breadcrumb({ crumbs, className = '' }: { crumbs: Crumb[]; className?: string }) {
  const t = useTranslations('nav');
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {c.href ? (
              <Link href={c.href} className="hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="min-w-0 font-semibold wrap-anywhere">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
