import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePageRole } from '@/lib/server/auth/require-page-role';
import { STAFF_ROLES } from '@/lib/domain/roles';

export const metadata: Metadata = { title: 'Manager Panel' };

// Placeholder until the back-office lands; the role gate is real (re-read from the database).
export default async function ManagerProductsPage() {
  const me = await requirePageRole(STAFF_ROLES);
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <h1 className="text-3xl font-bold text-gray-900">Manager Panel</h1>
      <p className="mt-2 text-gray-600">Signed in as {me.name}.</p>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">Back to the site</Link>
    </main>
  );
}
