import type { Metadata } from 'next';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The back-office has no public header or footer. */
export default function BackofficeLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-gray-50">{children}</div>;
}
