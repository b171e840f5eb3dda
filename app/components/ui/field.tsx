import { useId } from "react";

interface FrameProps {
  label: string;
  error?: string;
  hint?: React.ReactNode;
}

interface FieldProps extends FrameProps, Omit<React.InputHTMLAttributes<HTMLInputElement>, "children"> {}
interface TextAreaFieldProps extends FrameProps, React.TextareaHTMLAttributes<HTMLTextAreaElement> {}

const controlClass = (error: string | undefined) =>
  `mt-1 block w-full rounded-lg border px-3 text-stone-900 shadow-sm focus:border-brand-500 ${error ? "border-red-600" : "border-stone-300"}`;

/**
 * The label, hint and error around one control, tied to it (aria-invalid, aria-describedby):
 * `control` receives the id and the accessibility attributes to put on the control.
 */
function FieldFrame({
  label,
  error,
  hint,
  id,
  required,
  className = "",
  control,
}: FrameProps & {
  id: string | undefined;
  required: boolean | undefined;
  className?: string;
  control(props: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }): React.ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <div className="flex gap-1 text-sm font-medium text-stone-800">
        <label htmlFor={controlId}>{label}</label>
        {required ? <span aria-hidden="true">*</span> : null}
      </div>
      {control({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${controlId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, className, id, required: props.required }}
      control={(tied) => <input {...tied} className={`${controlClass(error)} py-2.5`} {...props} />}
    />
  );
}

/** A labelled text area whose hint and error are tied to it, as Field is for inputs. */
export function TextAreaField({ label, error, hint, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, className, id, required: props.required }}
      control={(tied) => <textarea {...tied} rows={rows} className={`${controlClass(error)} py-2`} {...props} />}
    />
  );
}
