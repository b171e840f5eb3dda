import { redirectWithFlash } from "@server/http/role-guards";
import { authFor, resetPassword } from "@server/modules/accounts";
import { useEffect } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NewPasswordField } from "~/features/auth/new-password-field";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/auth.reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Choose a new password",
    description: "Choose a new password for your account.",
    path: "/auth/reset-password",
    noindex: true,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  if (!new URL(request.url).searchParams.get("token")) throw redirect("/auth");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await resetPassword(await authFor(request), await readForm(request));
  } catch (err) {
    return failure(err, "We could not change your password. Please try again.");
  }
  return redirectWithFlash("/auth", {
    title: "Password changed",
    description: "Sign in with your new password.",
    variant: "success",
  });
}

export default function ResetPassword() {
  const [params] = useSearchParams();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const fields = result && !result.ok ? result.fields : undefined;
  useEffect(() => {
    if (result && !result.ok) showToast((toast) => toast.error("Error", { description: result.error }));
  }, [result]);
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Choose a new password</h1>
      <Form
        method="post"
        className="mt-6 space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        noValidate
      >
        <input type="hidden" name="token" value={params.get("token") ?? ""} />
        <NewPasswordField label="New password" error={fields?.password} />
        <Field
          label="Repeat the new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fields?.confirmPassword}
        />
        {fields?.token ? (
          <p className="text-sm text-red-700">
            {fields.token}{" "}
            <Link to="/auth" className="underline">
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </main>
  );
}
