import { SIGN_IN_LINK_TEXT, WELCOME_TOASTS } from "@domain/accounts";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PostedRefusal } from "./posted-refusal";
import { ReturnField } from "./return-field";
import { type AuthActionData, useAuthResult, useGo, useRefusal } from "./use-auth-result";

export function SignInPanel() {
  const fetcher = useFetcher<AuthActionData>();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [email, setEmail] = useState("");
  const go = useGo();
  const busy = fetcher.state !== "idle";
  const { fields, typed, posted } = useRefusal(fetcher, "signin");
  // Password sign-in is paused for this account: its owner can sign in with a link instead.
  const offerLink = fields?.signInLink === "offer";

  useAuthResult(fetcher, {
    fallbackError: "Failed to sign in",
    success: useCallback(
      (result) => {
        const { title, description } = WELCOME_TOASTS.signedIn;
        showToast((toast) => toast.success(title, { description }));
        go(result.redirectTo);
      },
      [go],
    ),
  });

  return (
    <div>
      <fetcher.Form method="post" action="/auth" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="signin" />
        <ReturnField />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed?.email}
          error={fields?.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fields?.password}
        />
        {posted ? <PostedRefusal message={posted} /> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </fetcher.Form>
      {offerLink ? <SignInLinkOffer email={email} /> : null}
      <button
        type="button"
        className="mt-4 text-sm text-brand-700 underline underline-offset-2"
        aria-expanded={forgotOpen}
        aria-controls="forgot-password"
        onClick={() => setForgotOpen((v) => !v)}
      >
        Forgot password?
      </button>
      {forgotOpen ? <ForgotPassword /> : null}
    </div>
  );
}

function ForgotPassword() {
  const fetcher = useFetcher<AuthActionData>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  useAuthResult(fetcher, {
    fallbackError: "We could not send the reset link. Please try again.",
    success: useCallback(() => {}, []),
  });
  return (
    <fetcher.Form id="forgot-password" method="post" action="/auth" className="mt-3 space-y-3" noValidate>
      <input type="hidden" name="intent" value="forgot" />
      <p className="text-sm text-stone-700">Enter your email and we'll send you a link to choose a new password.</p>
      <Field
        label="Email for the reset link"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={result && !result.ok ? result.fields?.email : undefined}
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
        {busy ? "Sending..." : "Send reset link"}
      </Button>
      {result?.ok ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * Offered when password sign-in is paused on the account (decision record 0013): a one-time link
 * to the account's own address. The answer is the same whether or not the account exists.
 */
function SignInLinkOffer({ email }: { email: string }) {
  const fetcher = useFetcher<AuthActionData>();
  const result = fetcher.data;
  useAuthResult(fetcher, {
    fallbackError: "We could not send the sign-in link. Please try again.",
    success: useCallback(() => {}, []),
  });
  return (
    <fetcher.Form method="post" action="/auth" className="mt-4 space-y-3 rounded-xl bg-brand-50 p-4" noValidate>
      <input type="hidden" name="intent" value="sign-in-link" />
      <input type="hidden" name="email" value={email} />
      <p className="text-sm text-brand-900">
        You can sign in now with a one-time link sent to {email || "your email"}.
      </p>
      <Button type="submit" variant="secondary" className="w-full" disabled={fetcher.state !== "idle"}>
        {SIGN_IN_LINK_TEXT.offer}
      </Button>
      {result?.ok ? (
        <p role="status" className="text-sm text-brand-900">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
