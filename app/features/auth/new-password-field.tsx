import { PASSWORD_HINT } from "@domain/accounts";
import { Field } from "~/components/ui/field";

/** A password being chosen (sign-up, reset): the browser may suggest one, the rules said below. */
export function NewPasswordField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_HINT}
      error={error}
    />
  );
}
