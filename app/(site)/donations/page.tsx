import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DonationForm } from '@/components/donations/donation-form';
import { DonorWall } from './_components/donor-wall';
import { CAUSES } from '@/lib/domain/donations';
import { razorpayCheckoutScript } from '@/lib/server/payments/razorpay/config';
import { promises } from '@/lib/config/promises';

export const metadata: Metadata = {
  // The root layout's template adds the site's name.
  title: 'Donate',
  description: 'Give once or every month to education, livelihood, environment and women empowerment in Kanpur. 80G receipts by e-mail.',
  alternates: { canonical: '/donations' },
  openGraph: { url: '/donations' },
};

// Served from the prerender cache; every paid donation expires the donor wall (cacheTags.donors). The
// gateway switch is the running server's configuration (pages are never served from the build).
export const revalidate = 3600;

export default async function DonationsPage() {
  const checkout = razorpayCheckoutScript();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        {/* On phones the form follows the heading at once; from 1024 px it sits beside the causes. */}
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:py-16">
          <div className="lg:col-span-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Make a donation</h1>
            <p className="mt-3 text-gray-700">
              Every rupee goes to our work in and around Kanpur. Give once, or every month, quarter or year; stop a recurring gift whenever
              you like.
            </p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8 lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <DonationForm checkoutUrl={checkout?.url ?? null} />
          </div>
          <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
            <h2 className="text-lg font-semibold text-gray-900">Causes you can support</h2>
            <ul className="mt-3 space-y-3 text-sm text-gray-700">
              {CAUSES.map((c) => (
                <li key={c.code} className="flex items-start gap-3">
                  <span className="mt-0.5 min-w-14 shrink-0 rounded bg-white px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                    {c.code}
                  </span>
                  <span className="min-w-0">{c.label}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-xl bg-white p-4 text-sm text-gray-700 ring-1 ring-gray-200">
              <p className="font-semibold text-gray-900">Tax benefit under section 80G</p>
              <p className="mt-1">
                With a PAN and at least ₹2,000 your receipt qualifies under section 80G. {promises.donations.receipt}{' '}
                {promises.donations.certificate} {promises.donations.tax}
              </p>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="donor-wall" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="donor-wall" className="text-2xl font-bold text-gray-900">
          Our supporters
        </h2>
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm text-gray-600">Loading supporters…</p>}>
            <DonorWall />
          </Suspense>
        </div>
      </section>
    </>
  );
}
