import { z } from 'zod';
import { emailPattern } from '../lib/patterns.ts';
import { authMessages as m } from './auth-error.ts';

/** GoTrue's phone rule, loosely: an optional +, then 6 to 15 digits (spaces and dashes dropped). */
const phoneDigits = /^\+?\d{6,15}$/;

function email() {
  return z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailFormat)
    .regex(emailPattern, m.emailFormat);
}

/** '' and absent both mean "not given". */
function blankToUndefined() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || undefined);
}

function phone() {
  return z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(phoneDigits, m.phoneFormat));
}

/** An optional email: validated only when given. */
const optionalEmail = () => blankToUndefined().pipe(email().optional());
/** An optional phone number: validated only when given. */
const optionalPhone = () => blankToUndefined().pipe(phone().optional());

/** The password sign-in form. */
export const passwordSignInSchema = z.object({
  email: email(),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
});

export type PasswordSignInValues = z.input<typeof passwordSignInSchema>;

/**
 * The one-time code request: an email or a phone number. With neither, SPEC.md section 5's
 * message: 'You must provide either an email or phone number.'
 */
export const otpRequestSchema = z
  .object({
    email: optionalEmail(),
    phone: optionalPhone(),
  })
  .refine((values) => values.email !== undefined || values.phone !== undefined, {
    message: m.emailOrPhoneRequired,
    path: ['email'],
  });

export type OtpRequestValues = z.input<typeof otpRequestSchema>;

/** The magic link request: an email. */
export const magicLinkSchema = z.object({ email: email() });

export type MagicLinkValues = z.input<typeof magicLinkSchema>;

/** The code entry: the code plus the email or phone it was sent to. */
export const verifyOtpSchema = z
  .object({
    email: optionalEmail(),
    phone: optionalPhone(),
    token: z
      .string({ error: m.codeRequired })
      .trim()
      .min(1, m.codeRequired)
      .regex(/^\d{6,10}$/, m.codeFormat),
  })
  .refine((values) => values.email !== undefined || values.phone !== undefined, {
    message: m.emailOrPhoneRequired,
    path: ['email'],
  });

export type VerifyOtpValues = z.input<typeof verifyOtpSchema>;
