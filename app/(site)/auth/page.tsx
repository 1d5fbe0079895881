import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/auth-panel';
import { safeNext } from '@/lib/domain/safe-next';
import { AUTH_NOTICES } from '@/lib/domain/checkout';

export const metadata: Metadata = { title: 'Login or Register', robots: { index: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const next = safeNext(q.next);
  // Only our own texts, chosen by code (e.g. a session that ended mid-checkout).
  const notice = typeof q.reason === 'string' && Object.hasOwn(AUTH_NOTICES, q.reason) ? AUTH_NOTICES[q.reason] : undefined;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold text-gray-900">Welcome</h1>
        <p className="mb-8 text-center text-gray-600">Log in to shop and track your orders, or create an account.</p>
        {notice && (
          <p role="status" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <AuthPanel next={next} />
      </div>
    </section>
  );
}
