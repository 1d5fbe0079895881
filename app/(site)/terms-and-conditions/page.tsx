import type { Metadata } from 'next';
import { LegalPage } from '@/components/site/legal-page';
import { foundation } from '@/lib/config/foundation';

// Served at /term&conditions through a rewrite in next.config.ts; that address is the canonical one.
export const metadata: Metadata = {
  title: 'Terms & Conditions',
  description: `Terms of use of the ${foundation.name} website, shop and donations: refunds, receipts and shipping.`,
  alternates: { canonical: '/term&conditions' },
};

export default function TermsPage() {
  return (
    <LegalPage title="Terms & Conditions" updated="1 April 2025">
      <p>By using this website, buying from our shop or donating, you agree to these terms.</p>
      <h2>Donations</h2>
      <ul>
        <li>
          Donations are non-refundable after 12 hours of confirmation. If you donated by mistake, write to {foundation.email} within that
          time (and no later than 48 hours) with the payment details.
        </li>
        <li>
          Receipts are e-mailed within 7 working days. Donations from India qualify for a deduction under section 80G when you ask for the
          certificate and give your PAN.
        </li>
        <li>Recurring donations continue until you ask us to stop them.</li>
      </ul>
      <h2>Shop orders</h2>
      <ul>
        <li>Prices are in Indian rupees and include the taxes shown at checkout.</li>
        <li>Orders are processed in 1-2 business days and delivered in 3-7 business days.</li>
        <li>Damaged or wrong items may be returned within 30 days of delivery for a replacement or refund.</li>
      </ul>
      <h2>Use of the website</h2>
      <p>
        Content, pictures and documents on this site belong to {foundation.name}. Do not misuse the site, attempt to break its security or
        use it for fraud.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of Kanpur have jurisdiction.</p>
    </LegalPage>
  );
}
