import type { Metadata } from 'next';
import { AuthPanel } from '@/components/auth/auth-panel';

export const metadata: Metadata = { title: 'Login or Register', robots: { index: false } };

export default function AuthPage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold text-gray-900">Welcome</h1>
        <p className="mb-8 text-center text-gray-600">Log in to shop and track your orders, or create an account.</p>
        <AuthPanel />
      </div>
    </section>
  );
}
