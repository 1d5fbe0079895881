import { describe, expect, it, vi } from 'vitest';

// Issue 24 item 7: zod probes `new Function("")` when a z.object() is built, to decide whether it may compile
// a fast parser. Our CSP forbids eval, so in the browser the probe raised a securitypolicyviolation report on
// every form page. lib/domain/zod.ts turns the probe off (jitless) before any schema of ours is built.
describe('zod runs without eval', () => {
  it('building and parsing our schemas never calls Function', async () => {
    vi.resetModules();
    const RealFunction = globalThis.Function;
    const calls: unknown[][] = [];
    const spy = new Proxy(RealFunction, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    vi.stubGlobal('Function', spy);
    try {
      const { contactMessageSchema } = await import('@/lib/domain/validation/contact');
      const { loginSchema } = await import('@/lib/domain/validation/auth');
      expect(contactMessageSchema.safeParse({ name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' }).success).toBe(true);
      expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls).toEqual([]);
  });
});
