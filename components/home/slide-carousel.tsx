'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';

export type CarouselSlide = { id: number; title: string; description: string | null; quote: string | null; imagePath: string | null };

const INTERVAL_MS = 6000;

/** The homepage carousel: auto-advances (not with reduced motion, not while hovered or focused). */
/**
 * The carousel's own words in the page's language, passed by the home page (no client messages needed);
 * slideOf and show hold one label per slide ("Slide 2 of 3", "Show slide 2").
 */
export type CarouselLabels = { carousel: string; slideOf: string[]; previous: string; next: string; show: string[] };

export function SlideCarousel({ slides, labels }: { slides: CarouselSlide[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  // Slides whose picture is in the page. At first only the first: the hidden slides' pictures were fetched
  // with the page and took a phone's bandwidth from what is on screen. Each picture, once loaded, brings in
  // the next one, so it is there before its turn.
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const picture = (...indexes: number[]) =>
    setPictured((seen) => (indexes.every((i) => seen.has(i)) ? seen : new Set([...seen, ...indexes])));

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-leaf-800 sm:aspect-[16/7]">
        {slides.map((s, i) => (
          <div
            key={s.id}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slideOf[i]}
            aria-hidden={i !== index}
            className={`absolute inset-0 transition-opacity duration-700 ${i === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {s.imagePath && (pictured.has(i) || i === index) && (
              <Image
                src={s.imagePath}
                alt=""
                fill
                sizes="(min-width: 1280px) 1232px, 100vw"
                className="object-cover"
                onLoad={() => picture(i, (i + 1) % count)}
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent" />
            <div className="absolute inset-x-0 bottom-0 p-6 text-white sm:p-10">
              <h2 className="text-2xl font-bold sm:text-3xl">{s.title}</h2>
              {s.description && <p className="mt-2 hidden max-w-3xl text-sm sm:block sm:text-base">{s.description}</p>}
              {s.quote && <p className="mt-3 hidden max-w-3xl text-sm italic text-brand-100 md:block">{s.quote}</p>}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-brand-50"
            aria-label={labels.previous}
          >
            ‹
          </button>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => go(i)}
              aria-label={labels.show[i]}
              aria-current={i === index}
              className="flex h-6 min-w-6 items-center justify-center rounded-full"
            >
              {/* The dot is small; the button around it is a 24 px target. */}
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-8 bg-brand-500' : 'w-2.5 bg-gray-500'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="rounded-full border border-gray-300 px-3 py-1 text-sm hover:bg-brand-50"
            aria-label={labels.next}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
