import { z } from '@/lib/domain/zod';
import { issue } from '@/lib/domain/errors';
import { landmarkSchema, pinCodeSchema, shippingStateSchema } from './order';
import { MIN_PASSWORD } from './password-rules';

const email = z
  .string({ error: issue('field.required', { label: 'email' }) })
  .trim()
  .min(1, issue('field.required', { label: 'email' }))
  .max(254, issue('field.max_length', { label: 'email', max: 254 }))
  .pipe(z.email(issue('field.valid_email')))
  .transform((e) => e.toLowerCase());

/** Blank optional text becomes undefined, so '' and a missing field mean the same. */
const optionalText = (max: number, label: 'address') =>
  z.preprocess(
    (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
    z.string().trim().max(max, issue('field.max_length', { label, max })).optional(),
  );

const phone = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9\s()-]{6,18}[0-9]$/, issue('field.valid_phone'))
    .optional(),
);

const photo = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: issue('account.photo_url') }))
    .optional(),
);

const blankToUndefined = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v);

/**
 * The postal address beyond its street line, as registration, the profile and PUT /api/me take it (all
 * optional): the same PIN, state and landmark rules as the checkout, which offers them.
 */
const postalFields = {
  landmark: landmarkSchema,
  city: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100, issue('field.this_max', { max: 100 }))
      .optional(),
  ),
  state: z.preprocess(blankToUndefined, shippingStateSchema.optional()),
  postal_code: z.preprocess(blankToUndefined, pinCodeSchema.optional()),
};
export const POSTAL_FIELD_NAMES = ['landmark', 'city', 'state', 'postal_code'] as const;

const name = z
  .string({ error: issue('field.required', { label: 'name' }) })
  .trim()
  .min(1, issue('field.required', { label: 'name' }))
  .max(100, issue('field.max_length', { label: 'name', max: 100 }));

const passwordSchema = z
  .string({ error: issue('field.required', { label: 'password' }) })
  .min(1, issue('field.required', { label: 'password' }))
  .min(MIN_PASSWORD, issue('field.min_length', { label: 'password', min: MIN_PASSWORD }))
  .max(200, issue('field.max_length', { label: 'password', max: 200 }));

const registerFields = {
  name,
  email,
  phone,
  address: optionalText(500, 'address'),
  ...postalFields,
  photo,
  password: passwordSchema,
  password_confirmation: z.string({ error: issue('account.confirm_password') }).min(1, issue('account.confirm_password')),
  role: z.unknown().optional(),
};

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: issue('account.passwords_mismatch') });
  }
};

/** POST /api/register (self-registration and admin-created team members): phone and address optional. */
export const registerSchema = z.object(registerFields).superRefine(confirmed);

/** The site's register form: every field but the photo required (spec: "all fields required"). */
export const siteRegisterSchema = z
  .object({
    ...registerFields,
    phone: z
      .string({ error: issue('field.required', { label: 'phone' }) })
      .trim()
      .min(1, issue('field.required', { label: 'phone' }))
      .pipe(z.string().regex(/^\+?[0-9][0-9\s()-]{6,18}[0-9]$/, issue('field.valid_phone'))),
    address: z
      .string({ error: issue('field.required', { label: 'address' }) })
      .trim()
      .min(1, issue('field.required', { label: 'address' }))
      .max(500),
  })
  .superRefine(confirmed);

/** A two-factor code (6 digits) or a recovery code in its place; blank means none given. */
const otp = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string({ error: issue('account.otp_invalid') })
    .trim()
    .max(40, issue('account.otp_invalid'))
    .optional(),
);

const currentPassword = z
  .string({ error: issue('field.required', { label: 'password' }) })
  .min(1, issue('field.required', { label: 'password' }))
  .max(200);

/** The site's form and POST /api/login; `otp` when the account has two-factor sign-in. */
export const loginSchema = z.object({ email, password: currentPassword, otp });

/** Re-authentication before a change that matters (two-factor settings, erasing the account). */
export const reauthSchema = z.object({ password: currentPassword, otp });

/** Changing the e-mail address: the new one, proven by the password (and the code when set). */
export const emailChangeSchema = z.object({ email, password: currentPassword, otp });

/** The first code from the authenticator app, which turns two-factor sign-in on. */
export const twoFactorConfirmSchema = z.object({
  otp: z
    .string({ error: issue('account.otp_required') })
    .trim()
    .min(1, issue('account.otp_required'))
    .max(40, issue('account.otp_invalid')),
});

/** The mailed link that confirms an address. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: issue('account.confirm_link_invalid') })
    .trim()
    .min(1, issue('account.confirm_link_invalid'))
    .max(200, issue('account.confirm_link_invalid')),
});

/** PUT /api/team-members/{id}: every field optional; role only to move between manager and user. */
export const teamMemberUpdateSchema = z.object({
  name: name.optional(),
  email: email.optional(),
  phone,
  address: optionalText(500, 'address'),
  photo,
  role: z.enum(['manager', 'user'], { error: issue('team.role') }).optional(),
});

/** The profile page's edit form: name required; phone, address and photo may be left empty. */
export const profileSchema = z.object({ name, phone, address: optionalText(500, 'address'), ...postalFields, photo });

/** Change password: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: issue('field.required', { label: 'current_password' }) })
      .min(1, issue('field.required', { label: 'current_password' }))
      .max(200),
    password: passwordSchema,
    password_confirmation: z.string({ error: issue('account.confirm_password') }).min(1, issue('account.confirm_password')),
    otp,
  })
  .superRefine(confirmed);

/** POST /api/forgot-password and the site's request form: the address only. */
export const forgotPasswordSchema = z.object({
  email,
  /** The mail's language (a site language; anything else is English). */
  locale: z.string().max(10).optional().catch(undefined),
});

/** POST /api/reset-password and the site's reset form: the e-mailed token, then the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: issue('account.reset_link_invalid') })
      .trim()
      .min(1, issue('account.reset_link_invalid'))
      .max(200, issue('account.reset_link_invalid')),
    password: passwordSchema,
    password_confirmation: z.string({ error: issue('account.confirm_password') }).min(1, issue('account.confirm_password')),
  })
  .superRefine(confirmed);

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ReauthInput = z.infer<typeof reauthSchema>;
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
