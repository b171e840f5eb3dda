import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { type AuthActionData, useAuthResult, useGo } from "./use-auth-result";

export function SignInPanel() {
  const fetcher = useFetcher<AuthActionData>();
  const [forgotOpen, setForgotOpen] = useState(false);
  const go = useGo();
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;

  useAuthResult(fetcher, {
    fallbackError: "Failed to sign in",
    success: useCallback(
      (result) => {
        toast.success("Welcome back!", { description: "You've been successfully logged in." });
        go(result.redirectTo);
      },
      [go],
    ),
  });

  return (
    <div>
      <fetcher.Form method="post" action="/auth" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="signin" />
        <Field label="Email" name="email" type="email" autoComplete="email" required error={fields?.email} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fields?.password}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </fetcher.Form>
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
