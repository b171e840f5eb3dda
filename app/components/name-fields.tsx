import { Field } from "~/components/ui/field";

/** A person's first and last names side by side (sign-up, the profile form), with the server's messages. */
export function NameFields({
  saved,
  errors,
  className,
}: {
  /** The names as saved, when editing them. */
  saved?: { firstName: string; lastName: string };
  errors: Record<string, string> | undefined;
  className: string;
}) {
  return (
    <div className={className}>
      <Field
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        defaultValue={saved?.firstName}
        error={errors?.firstName}
      />
      <Field
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        defaultValue={saved?.lastName}
        error={errors?.lastName}
      />
    </div>
  );
}
