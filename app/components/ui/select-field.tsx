import { useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled select, as Field is for inputs: its error announced and tied to it. `all` adds a
 * first choice of nothing ("Any status"), for filters.
 */
export function SelectField({
  label,
  name,
  defaultValue,
  options,
  all,
  error,
  compact = false,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: readonly SelectOption[];
  all?: string;
  error?: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block rounded-lg border bg-white px-3 text-stone-900 ${compact ? "py-2 text-sm" : "w-full py-2.5"} ${error ? "border-red-600" : "border-stone-300"}`}
      >
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
