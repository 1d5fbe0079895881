import { z } from '@/lib/domain/zod';

const MIN_PASSWORD = 8;
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const email = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be longer than 254 characters.')
  .pipe(z.email('Please enter a valid email'))
  .transform((e) => e.toLowerCase());

/** Blank optional text becomes undefined, so '' and a missing field mean the same. */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    z.string().trim().max(max, `The ${label} may not be longer than ${max} characters.`).optional(),
  );

const phone = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9\s()-]{6,18}[0-9]$/, 'Please enter a valid phone number')
    .optional(),
);

const photo = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'The photo must be a valid image URL.' }))
    .optional(),
);

const name = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(100, 'The name may not be longer than 100 characters.');

const passwordSchema = z
  .string({ error: 'The password field is required.' })
  .min(1, 'The password field is required.')
  .min(MIN_PASSWORD, `The password must be at least ${MIN_PASSWORD} characters.`)
  .max(200, 'The password may not be longer than 200 characters.');

const registerFields = {
  name,
  email,
  phone,
  address: optionalText(500, 'address'),
  photo,
  password: passwordSchema,
  password_confirmation: z.string({ error: 'Please confirm the password.' }).min(1, 'Please confirm the password.'),
  role: z.unknown().optional(),
};

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORDS_DO_NOT_MATCH });
  }
};

/** POST /api/register (self-registration and admin-created team members): phone and address optional. */
export const registerSchema = z.object(registerFields).superRefine(confirmed);

/** The site's register form: every field but the photo required (spec: "all fields required"). */
export const siteRegisterSchema = z
  .object({
    ...registerFields,
    phone: z
      .string({ error: 'The phone field is required.' })
      .trim()
      .min(1, 'The phone field is required.')
      .pipe(z.string().regex(/^\+?[0-9][0-9\s()-]{6,18}[0-9]$/, 'Please enter a valid phone number')),
    address: z.string({ error: 'The address field is required.' }).trim().min(1, 'The address field is required.').max(500),
  })
  .superRefine(confirmed);

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.').max(200),
});

/** PUT /api/team-members/{id}: every field optional; role only to move between manager and user. */
export const teamMemberUpdateSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  phone,
  address: optionalText(500, 'address'),
  photo,
  role: z.enum(['manager', 'user'], { error: 'The role must be manager or user.' }).optional(),
});

/** The profile page's edit form: name required; phone, address and photo may be left empty. */
export const profileSchema = z.object({ name, phone, address: optionalText(500, 'address'), photo });

/** Change password: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'The current password field is required.' })
      .min(1, 'The current password field is required.')
      .max(200),
    password: passwordSchema,
    password_confirmation: z.string({ error: 'Please confirm the password.' }).min(1, 'Please confirm the password.'),
  })
  .superRefine(confirmed);

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;
