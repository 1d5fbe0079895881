import { z } from 'zod';

// Every schema of ours imports z from here, never from 'zod' (eslint: no-restricted-imports), so this runs
// before the first schema is built, in the browser bundle and on the server alike. zod decides at each
// z.object()'s construction whether it may compile a fast parser, probing with `new Function("")`; under our
// CSP (no 'unsafe-eval') that probe fails silently but raises a securitypolicyviolation report on every
// page with a form. jitless skips the probe and the compiled parser.
z.config({ jitless: true });

export { z };
