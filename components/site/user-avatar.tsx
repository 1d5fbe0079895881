import { initials } from '@/lib/domain/initials';

const SIZES = { sm: 'h-9 w-9 text-sm', lg: 'h-28 w-28 text-3xl' } as const;

/** The user's photo, or the initials of their name on a saffron disc. */
export function UserAvatar({ name, photo, size = 'sm' }: { name: string | null; photo: string | null; size?: keyof typeof SIZES }) {
  if (photo) {
    // eslint-disable-next-line @next/next/no-img-element -- photos may live on any host (a URL in the register payload)
    return <img src={photo} alt="" className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-brand-200`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-2 ring-brand-200`}
    >
      {initials(name)}
    </span>
  );
}
