import { WELCOME_TOASTS } from "@domain/accounts";
import { POST_SIGNUP_REDIRECT_MS } from "@domain/timing";
import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { NameFields } from "~/components/name-fields";
import { useRegion } from "~/components/region/region-context";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NewPasswordField } from "./new-password-field";
import { PostedRefusal } from "./posted-refusal";
import { ReturnField } from "./return-field";
import { type AuthActionData, useAuthResult, useGo, useRefusal } from "./use-auth-result";

export function SignUpPanel({ practiceName }: { practiceName: string }) {
  const fetcher = useFetcher<AuthActionData>();
  const { choice } = useRegion();
  const { fields, typed, posted } = useRefusal(fetcher, "signup");
  const [applying, setApplying] = useState(() => Boolean(typed?.applicationNote));
  const [destination, setDestination] = useState<string | undefined>(undefined);
  // The browser's zone, known once the page's script runs: every time in her portal, her e-mails
  // and her calendar is shown in it (before that, the server takes the region's).
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  const go = useGo();
  const busy = fetcher.state !== "idle";

  useAuthResult(fetcher, {
    fallbackError: "Failed to create account",
    success: useCallback(
      (result) => {
        const { title, description } = WELCOME_TOASTS.accountCreated(practiceName);
        showToast((toast) => toast.success(title, { description }));
        setDestination(result.redirectTo);
      },
      [practiceName],
    ),
  });

  // Spec 001 §2: to the client dashboard after one second (not if the person has left meanwhile).
  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => go(destination), POST_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [destination, go]);

  return (
    <fetcher.Form method="post" action="/auth" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="signup" />
      <ReturnField />
      <input type="hidden" name="region" value={choice?.region ?? "international"} />
      <input type="hidden" name="currency" value={choice?.currency ?? "USD"} />
      <input type="hidden" name="timezone" value={timeZone} />
      <NameFields
        saved={typed && { firstName: typed.firstName ?? "", lastName: typed.lastName ?? "" }}
        errors={fields}
        className="grid gap-4 sm:grid-cols-2"
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed?.email}
        error={fields?.email}
      />
      <NewPasswordField label="Password" error={fields?.password} />
      <div className="rounded-lg bg-sand-100 p-3">
        <label className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="applyAsTherapist"
            className="mt-1 size-4"
            checked={applying}
            onChange={(e) => setApplying(e.target.checked)}
          />
          <span>I'm a therapist applying to join the practice</span>
        </label>
        {applying ? (
          <div className="mt-3">
            <label htmlFor="applicationNote" className="block text-sm font-medium text-stone-800">
              Your training and experience (optional)
            </label>
            <textarea
              id="applicationNote"
              name="applicationNote"
              defaultValue={typed?.applicationNote}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
            />
            <p className="mt-1 text-xs text-stone-600">
              An administrator reviews each application. Until it is approved, your account works as a client account.
            </p>
          </div>
        ) : null}
      </div>
      {posted ? <PostedRefusal message={posted} /> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </fetcher.Form>
  );
}
