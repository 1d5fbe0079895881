/**
 * Homepage carousel slides for the demo site. The pictures are drawn by
 * `scripts/generate-assets.ts` (public/images/slides/slide-<n>.webp, 1600x700).
 */

export type SeedSlide = {
  title: string;
  description: string;
  quote: string;
  imageUrl: string;
  position: number;
};

export const seedSlides: SeedSlide[] = [
  {
    title: 'Every child deserves a classroom',
    description:
      'Our learning centres in the bastis of Kanpur give children free evening classes, books and a warm meal, so that school becomes a place they run to.',
    quote: '“I used to sell flowers at the signal. Now I am the first in my family to read English.” — A student at our learning centre',
    imageUrl: '/images/slides/slide-1.webp',
    position: 1,
  },
  {
    title: 'Skills that stitch together a future',
    description:
      'Through STEER and Awakening of Shakti, women learn tailoring, embroidery and small-business basics, and earn a steady income from what they make.',
    quote: '“The machine I trained on is now in my own home. My daughters watch me run a business.” — A STEER trainee',
    imageUrl: '/images/slides/slide-2.webp',
    position: 2,
  },
  {
    title: 'Planting shade for the next generation',
    description:
      'With schools and neighbours, Nurturing Nature plants native saplings and looks after them along roads, riverbanks and school grounds.',
    quote:
      '“We named every tree after a child in the village. Now the children make sure they are watered.” — A Nurturing Nature volunteer',
    imageUrl: '/images/slides/slide-3.webp',
    position: 3,
  },
];
