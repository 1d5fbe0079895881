// Issue 34 item 9: a donor's PAN is stored sealed (AES-256-GCM under PAN_ENCRYPTION_KEY) with a keyed search
// hash; the back-office finds it by its exact value only; rows in clear are sealed by `npm run db:seal-pans`.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { donationReceipts, donations, donationSubscriptions, files } from '@/db/schema';
import { systemCaller } from '@/lib/server/accounts/system-caller';
import { sealStoredPans } from '@/lib/server/donations';
import { assertPanKeyConfigured, openPan, panColumns, panHash, resetEnvCache } from '@/lib/server/platform';
import { chargeSubscription, payOrder, paySubscription } from '@/lib/server/payments/razorpay/sandbox/checkout';
import { api } from '@/tests/support/api';
import { createOrder, createSubscription, useRazorpaySandbox } from '@/tests/support/donations';
import { pdfContains } from '@/tests/support/pdf-text';
import { createUser, type TestUser } from '@/tests/support/users';

let admin: TestUser;

beforeAll(async () => {
  useRazorpaySandbox();
  admin = await createUser('admin');
});

const newPan = () => `SEALD${String(Math.floor(Math.random() * 9000) + 1000)}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
const search = (q: string) => api.get(`/api/donations?search=${encodeURIComponent(q)}`, { token: admin.token });

describe('PAN sealed at rest', () => {
  it('POST /api/donations/create-order stores the PAN sealed with its hash, the receipt prints it in full, the list finds it by its exact value only and masks it', async () => {
    const pan = newPan();
    const { data } = await createOrder({ amount: 2500, want80G: true, pan });
    const paid = await payOrder(data.order_id, 'pay', 'now');
    if (!paid.ok) throw new Error('sandbox payment failed');
    const db = await getDb();
    const [row] = await db.select().from(donations).where(eq(donations.id, data.donation_id));
    expect(row.pan).toMatch(/^pan1:/);
    expect(row.pan).not.toContain(pan);
    expect(row.panHash).toBe(panHash(pan));
    expect(openPan(row.pan)).toBe(pan);

    const [receipt] = await db.select().from(donationReceipts).where(eq(donationReceipts.donationId, row.id));
    const [file] = await db.select().from(files).where(eq(files.id, receipt.fileId!));
    expect(pdfContains(Buffer.from(file.data), pan)).toBe(true);

    // The list finds it by the exact PAN (any case), masked; a part of a PAN finds nothing.
    const found = await search(pan.toLowerCase());
    expect(found.body.data.map((d: { id: number; pan: string }) => [d.id, d.pan])).toEqual([
      [row.id, `${pan.slice(0, 5)}••••${pan.slice(-1)}`],
    ]);
    expect((await search(pan.slice(0, 8))).body.data.map((d: { id: number }) => d.id)).not.toContain(row.id);
    expect((await search(pan.slice(3))).body.data.map((d: { id: number }) => d.id)).not.toContain(row.id);
  });

  it('npm run db:seal-pans (sealStoredPans) seals a row in clear; a second run changes nothing; the exact PAN then finds it', async () => {
    const pan = newPan();
    const db = await getDb();
    // A row from before the key, as an SQL load writes it: the PAN in clear, no hash.
    const [plain] = await db
      .insert(donations)
      .values({
        name: `Clear Donor ${randomBytes(3).toString('hex')}`,
        email: 'clear-donor@example.test',
        phone: '9811111116',
        address: 'Kanpur',
        pan,
        amountPaise: 250000,
        cause: 'General Social Welfare',
        causeCode: 'GSW',
        want80g: true,
        eligible80g: true,
        status: 'paid',
        paymentMode: 'cheque',
        paidAt: new Date(),
      })
      .returning();
    // Not sealed yet: answered as stored, but not found by its hash.
    expect((await search(pan)).body.data).toEqual([]);

    const first = await sealStoredPans(systemCaller('pan-seal'));
    expect(first.donations).toBeGreaterThanOrEqual(1);
    const [sealed] = await db.select().from(donations).where(eq(donations.id, plain.id));
    expect(sealed.pan).toMatch(/^pan1:/);
    expect(openPan(sealed.pan)).toBe(pan);
    expect(sealed.panHash).toBe(panHash(pan));

    const second = await sealStoredPans(systemCaller('pan-seal'));
    expect(second).toEqual({ donations: 0, subscriptions: 0 });
    const [again] = await db.select().from(donations).where(eq(donations.id, plain.id));
    expect(again.pan).toBe(sealed.pan);
    expect(again.panHash).toBe(sealed.panHash);

    expect((await search(pan)).body.data.map((d: { id: number }) => d.id)).toEqual([plain.id]);
  });

  it('POST /api/donations/create-subscription keeps the PAN sealed on the template and on every charge', async () => {
    const pan = newPan();
    const { data } = await createSubscription({ amount: 2500, want80G: true, pan });
    const first = await paySubscription(data.subscription_id, 'pay', 'now');
    expect(first.ok).toBe(true);
    await chargeSubscription(data.subscription_id, 'now');
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.razorpaySubscriptionId, data.subscription_id));
    expect(sub.pan).toMatch(/^pan1:/);
    expect(sub.panHash).toBe(panHash(pan));
    const charges = await db.select().from(donations).where(eq(donations.razorpaySubscriptionId, data.subscription_id));
    expect(charges).toHaveLength(2);
    for (const c of charges) {
      expect(c.pan).toMatch(/^pan1:/);
      expect(openPan(c.pan)).toBe(pan);
      expect(c.panHash).toBe(panHash(pan));
    }
    expect((await search(pan)).body.data).toHaveLength(2);
  });

  it('sealStoredPans is for the sealing job only', async () => {
    await expect(sealStoredPans(systemCaller('mail-sweep'))).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('PAN_ENCRYPTION_KEY', () => {
  function setVar(name: string, value: string | undefined) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }

  function withEnv(vars: Record<string, string | undefined>, run: () => void) {
    const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    try {
      for (const [k, v] of Object.entries(vars)) setVar(k, v);
      resetEnvCache();
      run();
    } finally {
      for (const [k, v] of Object.entries(saved)) setVar(k, v);
      resetEnvCache();
    }
  }

  it('production on PostgreSQL refuses to start without it; development and the embedded database use the public key', () => {
    withEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/ssf', PAN_ENCRYPTION_KEY: undefined }, () => {
      expect(() => assertPanKeyConfigured()).toThrow(/PAN_ENCRYPTION_KEY is required in production/);
    });
    withEnv({ NODE_ENV: 'production', DATABASE_URL: undefined, PAN_ENCRYPTION_KEY: undefined }, () => {
      expect(() => assertPanKeyConfigured()).not.toThrow();
    });
    withEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/ssf', PAN_ENCRYPTION_KEY: 'k'.repeat(40) }, () => {
      expect(() => assertPanKeyConfigured()).not.toThrow();
    });
  });

  it('another key gives another hash and cannot open what the first sealed (it throws, never answers a wrong PAN)', () => {
    const first = { pan: '', hash: '' };
    withEnv({ PAN_ENCRYPTION_KEY: 'a'.repeat(40) }, () => {
      const columns = panColumns('ABCPE1234F');
      first.pan = columns.pan!;
      first.hash = columns.panHash!;
      expect(openPan(first.pan)).toBe('ABCPE1234F');
    });
    withEnv({ PAN_ENCRYPTION_KEY: 'b'.repeat(40) }, () => {
      expect(panHash('ABCPE1234F')).not.toBe(first.hash);
      expect(() => openPan(first.pan)).toThrow();
    });
  });
});
