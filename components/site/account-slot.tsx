import Link from 'next/link';

/** Signed-out state. The accounts work replaces this with the avatar menu when a session exists. */
export function AccountSlot() {
  return (
    <Link
      href="/auth"
      className="inline-flex items-center rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-600"
    >
      JOIN US
    </Link>
  );
}
