import { Field } from "~/components/ui/field";

const NAMES = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

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
      {NAMES.map(({ name, label, autoComplete }) => (
        <Field
          key={name}
          label={label}
          name={name}
          autoComplete={autoComplete}
          required
          defaultValue={saved?.[name]}
          error={errors?.[name]}
        />
      ))}
    </div>
  );
}
