/**
 * Generates the pictures and sample documents that ship with the site.
 *
 *   npx tsx scripts/generate-assets.ts
 *
 * Everything is drawn in code (SVG → sharp → WebP, and pdf-lib for the PDFs), so the
 * output is deterministic: running the script twice produces identical files.
 * One job per file under scripts/assets/:
 *
 *   products.ts     public/images/products/<slug>.webp   800x800, one per product in db/seed-data/products.ts
 *                   public/images/fallback-product.webp  800x800
 *   slides.ts       public/images/slides/slide-{1,2,3}.webp  1600x700
 *   heroes.ts       public/images/hero/*.webp            home 1600x900, about 1600x600, shop 1600x500,
 *                                                        contact 1600x500, donate 1600x600
 *   initiatives.ts  public/images/initiatives/*.webp     800x600
 *   logo.ts         public/images/logo.svg  (+ copy at app/icon.svg)
 *   documents.ts    public/documents/<id>.pdf            one-page A4 sample documents
 */
import { generateDocuments } from './assets/documents';
import { generateHeroes } from './assets/heroes';
import { generateInitiatives } from './assets/initiatives';
import { generateLogo } from './assets/logo';
import { generateProductImages } from './assets/products';
import { generateSlides } from './assets/slides';
import type { Written } from './assets/write';

const JOBS = [generateProductImages, generateSlides, generateHeroes, generateInitiatives, generateLogo, generateDocuments];

async function main() {
  const results: Written[] = [];
  for (const job of JOBS) results.push(...(await job()));
  for (const r of results) console.log(`${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.rel}`);
  console.log(`\n${results.length} files written.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
