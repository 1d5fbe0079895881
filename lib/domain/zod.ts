import { z } from 'zod';
import { issue } from '@/lib/domain/errors/issues';

// Every schema of ours imports z from here, never from 'zod' (eslint: no-restricted-imports), so this runs
// before the first schema is built, in the browser bundle and on the server alike. zod decides at each
// z.object()'s construction whether it may compile a fast parser, probing with `new Function("")`; under our
// CSP (no 'unsafe-eval') that probe fails silently but raises a securitypolicyviolation report on every
// page with a form. jitless skips the probe and the compiled parser.
//
// A check without a message of ours answers a code too (errors travel as codes, DESIGN.md §5): a string over
// its maximum as `field.zod_too_long`, anything else as `field.zod` carrying zod's own English, which the /api
// contract has always answered.
z.config({
  jitless: true,
  customError: (iss) => {
    if (iss.code === 'too_big' && iss.origin === 'string' && iss.inclusive)
      return issue('field.zod_too_long', { max: Number(iss.maximum) });
    // zod registers its English locale when the first schema is built: read it at the time of the issue.
    const own = z.config().localeError?.(iss);
    return issue('field.zod', { detail: (typeof own === 'string' ? own : own?.message) ?? 'Invalid input' });
  },
});

export { z };
