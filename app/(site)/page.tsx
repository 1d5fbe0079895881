import { foundation } from '@/lib/config/foundation';
import { LinkButton } from '@/components/ui/link-button';

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{foundation.name}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">{foundation.tagline}</p>
        <div className="mt-8 flex justify-center gap-4">
          <LinkButton href="/donations">Donate Now</LinkButton>
          <LinkButton href="/shop" variant="outline">
            Visit the shop
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
