import { useId } from "react";

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, className = "", id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="flex gap-1 text-sm font-medium text-stone-800">
        <label htmlFor={inputId}>{label}</label>
        {props.required ? <span aria-hidden="true">*</span> : null}
      </div>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-lg border px-3 py-2.5 text-stone-900 shadow-sm focus:border-brand-500 ${error ? "border-red-600" : "border-stone-300"}`}
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
