import { SIGN_IN_TO_BOOK } from "@domain/booking-messages";
import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { showToast } from "~/components/toasts";
import { buttonClass } from "~/components/ui/button";
import { signInPaths } from "./booking-return";

/**
 * The summary's last part for a visitor who has not signed in: booking needs an account, so she
 * signs in or creates one, and comes back here with `returnTo` (her service and time) kept.
 * Plain links, which work before the page's scripts have arrived; once they have, the sign-in
 * page opens with spec 000 §8's "Authentication Required: Please sign in to continue."
 */
export function SignInToBook({ returnTo }: { returnTo: string | null }) {
  const { signIn, signUp } = signInPaths(returnTo);
  const tell = () =>
    showToast((toast) => toast.error(SIGN_IN_TO_BOOK.title, { description: SIGN_IN_TO_BOOK.description }));
  return (
    <section aria-labelledby="sign-in-to-book" className="mt-6 rounded-2xl bg-brand-50 p-5">
      <h3 id="sign-in-to-book" className="flex items-center gap-2 font-medium text-brand-900">
        <UserRound aria-hidden className="size-5 text-brand-600" />
        Sign in to book this time
      </h3>
      <p className="mt-2 text-sm text-stone-700">
        Booking needs an account: your confirmation, sessions and messages are kept there. Sign in, or create one in a
        minute, and you come straight back here with this service and time.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={signUp} onClick={tell} className={buttonClass("primary")}>
          Create an account
        </Link>
        <Link to={signIn} onClick={tell} className={buttonClass("secondary")}>
          Sign in
        </Link>
      </div>
    </section>
  );
}
