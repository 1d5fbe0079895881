import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageRole } from '@/lib/server/auth/require-page-role';

export const metadata: Metadata = { title: 'Admin Dashboard' };

// Placeholder until the back-office lands; the role gate is real (re-read from the database).
export default async function AdminPage() {
  const me = await requirePageRole('admin');
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Admin Dashboard</h1>
      <p className="mt-2 text-gray-600">
        {me.name} <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">Super Admin</span>
      </p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">Back to the site</Link>
    </main>
  );
}
