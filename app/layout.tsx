import type { Metadata, Viewport } from 'next';
import { geistSans } from './fonts/geist-sans';
import { foundation } from '@/lib/config/foundation';
import { TestModeBanner } from '@/components/site/test-mode-banner';
import { isSandboxEnabled } from '@/lib/server/payments';
import { SessionProvider } from '@/components/site/session-provider';
import { appUrl } from '@/lib/server/platform';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  title: { default: `${foundation.name} | Education, livelihood and environment`, template: `%s | ${foundation.name}` },
  description: `${foundation.name} works for education, livelihood, environment and women empowerment in Kanpur. Shop handmade crafts and gifts, or donate with an 80G receipt.`,
  applicationName: foundation.name,
  openGraph: { type: 'website', siteName: foundation.name, locale: 'en_IN' },
};

export const viewport: Viewport = { themeColor: '#f07a0b', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={geistSans.variable}>
      <body className="min-h-screen font-sans">
        {isSandboxEnabled() && <TestModeBanner />}
        {/* The signed-in user is read in the browser, so pages stay static. */}
        <SessionProvider>{children}</SessionProvider>
      </body>
    </html>
  );
}
