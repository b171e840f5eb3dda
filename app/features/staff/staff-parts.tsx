import { type SelectHTMLAttributes, useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export interface ClientChoice {
  id: string;
  name: string;
}

/**
 * A labelled choice among people ("Choose a client" first; an admin's pickers choose a
 * therapist the same way), with its error.
 */
export function ClientSelect({
  clients,
  error,
  compact = false,
  label = "Client",
  placeholder = "Choose a client",
  ...select
}: {
  clients: readonly ClientChoice[];
  error?: string;
  compact?: boolean;
  label?: string;
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="flex gap-1 text-sm font-medium text-stone-800">
        {label} {select.required ? <span aria-hidden="true">*</span> : null}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={`mt-1 block rounded-lg border border-stone-300 bg-white px-3 text-stone-900 ${compact ? "py-2 text-sm" : "w-full py-2.5"}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/** "Show more" under a list that shows a page at a time: the same page, with more of it. */
export function ShowMore({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <div className="mt-4 text-center">
      <Link to={href} preventScrollReset replace className={buttonClass("secondary", "sm")}>
        Show more
      </Link>
    </div>
  );
}
