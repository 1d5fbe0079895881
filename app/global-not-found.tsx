import { buttonClass } from '@/components/ui/button';
import type { Metadata } from 'next';
import Link from 'next/link';
import { geistSans } from '@/app/fonts/geist-sans';
import '@/app/globals.css';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/**
 * An address outside every layout (the site's own 404 is app/[locale]/not-found.tsx, the panels' their
 * catch-alls): what is left are stray paths under /sandbox and Next's own folders.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN" className={geistSans.variable}>
      <body className="flex min-h-screen items-center justify-center font-sans">
        <main id="main" className="px-4 text-center">
          <p className="text-5xl font-bold text-brand-700">404</p>
          <h1 className="mt-4 text-2xl font-bold text-gray-900">Page Not Found</h1>
          <p className="mt-2 text-gray-600">The page you are looking for does not exist or has been moved.</p>
          <Link href="/" className={buttonClass({ className: 'mt-6' })}>
            Go Home
          </Link>
        </main>
      </body>
    </html>
  );
}
