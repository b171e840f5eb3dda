/**
 * Account texts and limits (spec 001 §2, §5, §9) that the sign-in pages show. The browser
 * imports this module, so it stays free of zod: the schemas the server checks with are in
 * `account-schemas.ts`, and full zod would otherwise be a third of `/auth`'s JavaScript.
 */

/**
 * A new password's rules (NIST SP 800-63B §3.1.1.2; spec 001 §9 asked for 6 characters, decision
 * record 0029): at least 8 characters, and none found in a list of breached passwords.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = "At least 8 characters";
export const PASSWORD_TOO_LONG = "Password must be at most 128 characters";
export const PASSWORD_BREACHED =
  "This password is too common: it is in lists of passwords exposed in data breaches. Please choose another.";
/** What the password fields say before anything is typed. */
export const PASSWORD_HINT = "At least 8 characters, and not a common password";

/** How long a one-time sign-in link works, and the texts around it (decision record 0013). */
export const SIGN_IN_LINK_MINUTES = 15;
/** Spec 001 §8's toasts on signing in and on signing up. */
export const WELCOME_TOASTS = {
  signedIn: { title: "Welcome back!", description: "You've been successfully logged in." },
  accountCreated: (practiceName: string) => ({
    title: "Account created!",
    description: `Welcome to ${practiceName}. Your account has been created successfully.`,
  }),
} as const;

export const SIGN_IN_LINK_TEXT = {
  offer: "Email me a sign-in link",
  sent: `If an account exists for that email, a sign-in link is on its way. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
  invalid: "This sign-in link is invalid, has been used, or has expired. Please ask for a new one.",
  heading: "Sign in with your link",
  button: "Sign in",
} as const;

/** Password sign-in is paused on this account (or from this address): the answer offers the link. */
export const signInPaused = (wait: string) =>
  `Too many sign-in attempts. For your security, password sign-in is paused for ${wait}. You can sign in now with a one-time link sent to your email.`;
