import { z } from 'zod/mini';
import { emailField, wrongType } from '../lib/form-fields.ts';
import { authMessages as m } from './auth-error.ts';

/** GoTrue's phone rule, loosely: an optional +, then 6 to 15 digits (spaces and dashes dropped). */
const phoneDigits = /^\+?\d{6,15}$/;

function email() {
  return emailField({
    required: m.emailRequired,
    format: m.emailFormat,
    tooLong: m.emailFormat,
  });
}

/** '' and absent both mean "not given". */
function blankToUndefined() {
  return z.pipe(
    z.nullish(z.string(wrongType).check(z.trim())),
    z.transform((value: string | null | undefined) => value || undefined),
  );
}

function phone() {
  return z.string().check(
    z.overwrite((value) => value.replace(/[\s().-]/g, '')),
    z.regex(phoneDigits, m.phoneFormat),
  );
}

/** An optional email: validated only when given. */
const optionalEmail = () => z.pipe(blankToUndefined(), z.optional(email()));
/** An optional phone number: validated only when given. */
const optionalPhone = () => z.pipe(blankToUndefined(), z.optional(phone()));

/**
 * An email or a phone number, at least one. With neither, the docs/product-rules.md#validation
 * message: 'You must provide either an email or phone number.'
 */
const emailOrPhone = () =>
  z.refine<{ email?: string | undefined; phone?: string | undefined }>(
    (values) => values.email !== undefined || values.phone !== undefined,
    { message: m.emailOrPhoneRequired, path: ['email'] },
  );

/** The password sign-in form. */
export const passwordSignInSchema = z.object(
  {
    email: email(),
    password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
  },
  wrongType,
);

export type PasswordSignInValues = z.input<typeof passwordSignInSchema>;

/** The one-time code request: an email or a phone number. */
export const otpRequestSchema = z
  .object(
    {
      email: optionalEmail(),
      phone: optionalPhone(),
    },
    wrongType,
  )
  .check(emailOrPhone());

export type OtpRequestValues = z.input<typeof otpRequestSchema>;

/** The magic link request: an email. */
export const magicLinkSchema = z.object({ email: email() }, wrongType);

export type MagicLinkValues = z.input<typeof magicLinkSchema>;

/** The code entry: the code plus the email or phone it was sent to. */
export const verifyOtpSchema = z
  .object(
    {
      email: optionalEmail(),
      phone: optionalPhone(),
      token: z
        .string({ error: m.codeRequired })
        .check(z.trim(), z.minLength(1, m.codeRequired), z.regex(/^\d{6,10}$/, m.codeFormat)),
    },
    wrongType,
  )
  .check(emailOrPhone());

export type VerifyOtpValues = z.input<typeof verifyOtpSchema>;
