/**
 * What the server accepts for signing in, signing up and resetting a password (spec 001 §3, §5).
 * Kept apart from `accounts.ts` (the texts the browser shows) because zod comes with it: the
 * sign-in pages do not check these in the browser, the server answers with each field's message.
 */
import { z } from "zod";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_BREACHED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./accounts";
import { isBreachedPassword } from "./breached-passwords";
import { CURRENCIES, REGIONS } from "./enums";
import { PRACTICE_TIME_ZONE } from "./slots";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "./zone-time";

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

/**
 * Every password someone chooses (sign-up, reset, and any other way in through
 * server/modules/accounts/auth.ts): long enough, and not one the breaches made common. The list
 * is asked only about a password of the right length.
 */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT, abort: true })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG, abort: true })
  .refine((password) => !isBreachedPassword(password), PASSWORD_BREACHED);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Spec 001 §3: sign-up metadata, region and currency defaulting to international/USD. */
export const signUpSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    email,
    password: newPasswordSchema,
    region: z.enum(REGIONS).default("international"),
    currency: z.enum(CURRENCIES).default("USD"),
    applyAsTherapist: z.boolean().default(false),
    applicationNote: z.string().trim().max(2000, "Keep the note under 2000 characters").optional(),
    /** The browser's own zone (IANA name), sent by the sign-up form once its script runs. */
    timezone: z.string().trim().max(64).optional(),
  })
  .transform(({ timezone, ...v }) => ({
    ...v,
    // A currency that does not fit the region falls back to the region's default.
    currency: (v.region === "local") === (v.currency === "GHS") ? v.currency : v.region === "local" ? "GHS" : "USD",
    timezone: signUpTimeZone(timezone, v.region),
  }));
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * The zone every time is shown to a new account in: her browser's, when it sent a real one;
 * else Accra's for the local region, and UTC (named as such) for the rest of the world, until
 * she chooses hers on her profile.
 */
export function signUpTimeZone(browserZone: string | undefined, region: (typeof REGIONS)[number]): string {
  if (browserZone && isValidTimeZone(browserZone)) return browserZone;
  return region === "local" ? PRACTICE_TIME_ZONE : DEFAULT_TIME_ZONE;
}

export const passwordResetRequestSchema = z.object({ email });
/** A one-time sign-in link is asked for by e-mail address alone. */
export const signInLinkRequestSchema = z.object({ email });

export const passwordResetSchema = z
  .object({
    token: z.string().min(1, "This reset link is incomplete"),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
