import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/types';
import { appMeta, coupons, productCategories, products, slides, users } from '@/db/schema';
import { seedCoupons } from '@/db/seed-data/coupons';
import { seedProductsHi, seedSlidesHi } from '@/db/seed-data/hindi';
import { seedHsnCodes, seedProducts } from '@/db/seed-data/products';
import { DEFAULT_GST_RATE, withGst } from '@/lib/domain/gst';
import { seedSlides } from '@/db/seed-data/slides';
import { seedUsers } from '@/db/seed-data/users';
import { hashPassword } from '@/lib/crypto';

const DEMO_SEEDED_KEY = 'demo_seeded_at';

export type SeedReport = { users: number; products: number; coupons: number; slides: number };

/**
 * Demo content. Idempotent: every row is keyed by something unique (email, sku, code, slide title) and
 * inserted only when missing, so running it twice changes nothing and never overwrites an admin's edits.
 */
export async function seedDemo(db: Db): Promise<SeedReport> {
  const report: SeedReport = { users: 0, products: 0, coupons: 0, slides: 0 };

  for (const u of seedUsers) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${u.email.toLowerCase()}`);
    if (existing.length) continue;
    const inserted = await db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        passwordHash: await hashPassword(u.password),
        role: u.role,
        phone: u.phone,
        address: u.address,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    report.users += inserted.length;
  }

  const categories = await db.select().from(productCategories);
  const categoryId = (name: string) => {
    const found = categories.find((c) => c.slug.toLowerCase() === name.toLowerCase());
    if (!found) throw new Error(`Unknown category ${name}`);
    return found.id;
  };
  for (const p of seedProducts) {
    const inserted = await db
      .insert(products)
      .values({
        sku: p.sku,
        name: p.name,
        description: p.description,
        nameHi: seedProductsHi[p.sku]?.name ?? null,
        descriptionHi: seedProductsHi[p.sku]?.description ?? null,
        categoryId: categoryId(p.category),
        // The demo prices are written before GST; products store them with their GST added, rounded as the
        // migration gst_inclusive_prices moved existing prices, so a fresh database shows the same prices.
        gstRate: DEFAULT_GST_RATE,
        pricePaise: withGst(p.pricePaise, DEFAULT_GST_RATE),
        originalPricePaise: p.originalPricePaise == null ? null : withGst(p.originalPricePaise, DEFAULT_GST_RATE),
        discountPercentage: p.discountPercentage ?? null,
        hsnCode: seedHsnCodes[p.sku] ?? null,
        stock: p.stock,
        status: p.status,
        imageUrl: p.image,
        images: [p.image],
        rating: p.rating ?? 4.5,
      })
      .onConflictDoNothing()
      .returning({ id: products.id });
    report.products += inserted.length;
  }

  for (const c of seedCoupons()) {
    const inserted = await db.insert(coupons).values(c).onConflictDoNothing().returning({ id: coupons.id });
    report.coupons += inserted.length;
  }

  for (const s of seedSlides) {
    const existing = await db.select({ id: slides.id }).from(slides).where(eq(slides.title, s.title));
    if (existing.length) continue;
    await db.insert(slides).values({
      title: s.title,
      description: s.description,
      quote: s.quote,
      titleHi: seedSlidesHi[s.position]?.title ?? null,
      descriptionHi: seedSlidesHi[s.position]?.description ?? null,
      quoteHi: seedSlidesHi[s.position]?.quote ?? null,
      imageUrl: s.imageUrl,
      position: s.position,
    });
    report.slides++;
  }

  await db.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  return report;
}

export async function isDemoSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
  return rows.length > 0;
}
