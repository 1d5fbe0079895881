import { Link } from '@/lib/i18n/link';

/** The sign-in pages' frame: heading, a line of explanation, the form's card and the way back to /auth. */
export function AuthCard({
  heading,
  intro,
  back,
  backHref = '/auth',
  children,
}: {
  heading: string;
  intro: string;
  back: string;
  backHref?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 text-center text-3xl font-bold text-gray-900">{heading}</h1>
        <p className="mb-8 text-center text-gray-600">{intro}</p>
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-lg sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link href={backHref} className="font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
            {back}
          </Link>
        </p>
      </div>
    </section>
  );
}
