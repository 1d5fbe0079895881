import { useTranslations } from 'next-intl';
import { TESTIMONIALS } from './home-content';

/**
 * Nine testimonials scrolling in a 60 s CSS loop (shown twice so the loop is seamless), paused on hover
 * or focus; with reduced motion they stay still and scroll by hand. No JavaScript.
 */
export function Testimonials() {
  const tr = useTranslations('home');
  // Names stay as written; role and words in the page's language (messages home.testimonials.t{index}).
  const card = (t: (typeof TESTIMONIALS)[number], copy: boolean, i: number) => (
    <li
      key={`${t.name}-${copy}`}
      aria-hidden={copy || undefined}
      className="w-80 shrink-0 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
    >
      <blockquote className="text-sm leading-relaxed text-gray-700">“{tr(`testimonials.t${i}.text`)}”</blockquote>
      <p className="mt-4 text-sm font-semibold text-gray-900">{t.name}</p>
      <p className="text-xs text-gray-500">{tr(`testimonials.t${i}.role`)}</p>
    </li>
  );
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-50 py-16">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-gray-900">
        {tr('testimonialsHeading')}
      </h2>
      <div className="testimonial-viewport mt-10 overflow-hidden" tabIndex={0} role="group" aria-label={tr('testimonialsLabel')}>
        <ul className="testimonial-track flex w-max gap-6 px-3" data-testid="testimonial-track">
          {TESTIMONIALS.map((t, i) => card(t, false, i))}
          {TESTIMONIALS.map((t, i) => card(t, true, i))}
        </ul>
      </div>
    </section>
  );
}
