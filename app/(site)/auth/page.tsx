import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/auth-panel';
import { safeNext } from '@/lib/domain/safe-next';

export const metadata: Metadata = { title: 'Login or Register', robots: { index: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNext((await searchParams).next);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold text-gray-900">Welcome</h1>
        <p className="mb-8 text-center text-gray-600">Log in to shop and track your orders, or create an account.</p>
        <AuthPanel next={next} />
      </div>
    </section>
  );
}
