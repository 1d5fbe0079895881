import { TESTIMONIALS } from './home-content';

/**
 * Nine testimonials scrolling in a 60 s CSS loop (shown twice so the loop is seamless), paused on hover
 * or focus; with reduced motion they stay still and scroll by hand. No JavaScript.
 */
export function Testimonials() {
  const card = (t: (typeof TESTIMONIALS)[number], copy: boolean) => (
    <li
      key={`${t.name}-${copy}`}
      aria-hidden={copy || undefined}
      className="w-80 shrink-0 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <blockquote className="text-sm leading-relaxed text-gray-700">“{t.text}”</blockquote>
      <p className="mt-4 text-sm font-semibold text-gray-900">{t.name}</p>
      <p className="text-xs text-gray-500">{t.role}</p>
    </li>
  );
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-50 py-16">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-gray-900">
        What people say
      </h2>
      <div
        className="testimonial-viewport mt-10 overflow-hidden"
        tabIndex={0}
        role="group"
        aria-label="Testimonials (hover or focus to pause)"
      >
        <ul className="testimonial-track flex w-max gap-6 px-3" data-testid="testimonial-track">
          {TESTIMONIALS.map((t) => card(t, false))}
          {TESTIMONIALS.map((t) => card(t, true))}
        </ul>
      </div>
    </section>
  );
}
