/** Who a person is: the Viewer every permission is decided from, sign-up, sign-in by password or link, password reset, roles and account locks. */
export { isActiveAdmin, lockAdmins } from "./admin-locks";
export { appAuth, authFor } from "./app-auth";
export { type Auth, createAuth, SESSION_COOKIE_PREFIX } from "./auth";
export { takeStoredAuthSecret } from "./auth-secret";
export { type BuyerDetails, findOrCreateBuyerAccount } from "./buyer-account";
export { ensureDefaultAvailability } from "./default-availability";
export { isFirstVisit } from "./first-visit";
export { lockAccount } from "./lock-account";
export {
  PASSWORD_RESET_JOB,
  passwordResetHooks,
  requestPasswordReset,
  resetPassword,
  sendPasswordReset,
} from "./password-reset";
export { registerClient } from "./register-client";
export { resolveViewer } from "./resolve-viewer";
export { OPERATOR, setUserRole } from "./set-user-role";
export { ACCOUNT_SUSPENDED, INVALID_CREDENTIALS, SIGN_IN_LIMITS, signIn } from "./sign-in";
export { requestSignInLink, SIGN_IN_LINK_JOB, sendSignInLink, signInWithLink } from "./sign-in-link";
export { signOut } from "./sign-out";
export { startSession } from "./start-session";
export { assertAdmin, type Viewer } from "./viewer";
