import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { pageMessages } from '@/lib/i18n/client-messages';
import { setRequestLocale } from 'next-intl/server';
import { geistSans } from '@/app/fonts/geist-sans';
import { notoSansDevanagari } from '@/app/fonts/noto-sans-devanagari';
import { isSandboxEnabled } from '@/lib/server/payments';
import { HtmlDocument } from '@/components/site/html-document';
import { rootMetadata, rootViewport } from '@/app/_shared/root-metadata';
import '@/app/globals.css';

export const metadata: Metadata = { ...rootMetadata(), robots: { index: false, follow: false } };
export const viewport = rootViewport;

/**
 * The back-office's root layout: English only, no public header or footer. It carries the Devanagari font
 * too, for the Hindi fields of the product and slide forms (a computer without a Devanagari font would show
 * them blank); Latin text keeps Geist, so the font is only fetched where Hindi is shown.
 */
export default function BackofficeLayout({ children }: { children: React.ReactNode }) {
  // Shared components link with the site's locale-aware Link: here always the plain English addresses.
  setRequestLocale('en');
  return (
    <HtmlDocument
      lang="en-IN"
      fontClassName={`${geistSans.variable} ${notoSansDevanagari.variable}`}
      sandbox={isSandboxEnabled()}
      sandboxNotice="Test mode: no money is taken"
    >
      <NextIntlClientProvider locale="en" messages={pageMessages('en', [], true)}>
        <div className="min-h-screen bg-gray-50">{children}</div>
      </NextIntlClientProvider>
    </HtmlDocument>
  );
}
