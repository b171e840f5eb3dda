/**
 * Account texts and limits (spec 001 §2, §5, §9) that the sign-in pages show. The browser
 * imports this module, so it stays free of zod: the schemas the server checks with are in
 * `account-schemas.ts`, and full zod would otherwise be a third of `/auth`'s JavaScript.
 */

/** Spec 001 §9: password minimum 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = "At least 6 characters";

/** How long a one-time sign-in link works, and the texts around it (decision record 0013). */
export const SIGN_IN_LINK_MINUTES = 15;
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
