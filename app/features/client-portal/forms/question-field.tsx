import type { QuestionnaireItem } from "@domain/clinical/questionnaire";

const inputClass = (error: string | undefined) =>
  `mt-2 block w-full rounded-lg border px-3 py-2 text-stone-900 shadow-sm focus:border-brand-500 ${error ? "border-red-600" : "border-stone-300"}`;

const INPUT_TYPES: Partial<Record<QuestionnaireItem["type"], string>> = {
  text: "text",
  phone: "tel",
  email: "email",
  date: "date",
  signature: "text",
};

/** One question, labelled, with its hint and its error tied to the control. */
export function QuestionField({
  item,
  value,
  error,
  onChange,
}: {
  item: QuestionnaireItem;
  value: string | string[] | undefined;
  error?: string;
  onChange(value: string | string[] | undefined): void;
}) {
  const id = `q-${item.linkId}`;
  const hintId = item.help ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;
  const hint = item.help ? (
    <p id={hintId} className="mt-1 text-sm text-stone-600">
      {item.help}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
  const required = item.required ? <span className="text-stone-500"> (required)</span> : null;

  if (item.type === "display") {
    return <p className="whitespace-pre-line text-stone-800">{item.text}</p>;
  }
  if (item.type === "choice" || item.type === "multi-choice") {
    const multi = item.type === "multi-choice";
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={invalid}>
        <legend className="whitespace-pre-line font-medium text-stone-900">
          {item.text}
          {required}
        </legend>
        {hint}
        <div className="mt-3 space-y-2">
          {(item.options ?? []).map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
            >
              <input
                type={multi ? "checkbox" : "radio"}
                name={item.linkId}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => {
                  if (!multi) return onChange(option.value);
                  const next = event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((entry) => entry !== option.value);
                  onChange(next.length > 0 ? next : undefined);
                }}
                className="size-5 accent-brand-600"
              />
              <span className="text-stone-800">{option.label}</span>
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }
  if (item.type === "boolean") {
    return (
      <div>
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
          <input
            id={id}
            type="checkbox"
            name={item.linkId}
            value="true"
            checked={value === "true"}
            onChange={(event) => onChange(event.target.checked ? "true" : undefined)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <span className="whitespace-pre-line text-stone-900">
            {item.text}
            {required}
          </span>
        </label>
        {hint}
        {errorLine}
      </div>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <div>
      <label htmlFor={id} className="block whitespace-pre-line font-medium text-stone-900">
        {item.text}
        {required}
      </label>
      {hint}
      {item.type === "long-text" ? (
        <textarea
          id={id}
          name={item.linkId}
          rows={5}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass(error)}
        />
      ) : (
        <input
          id={id}
          name={item.linkId}
          type={INPUT_TYPES[item.type] ?? "text"}
          value={text}
          autoComplete={item.type === "signature" ? "name" : item.type === "phone" ? "tel" : undefined}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass(error)}
        />
      )}
      {errorLine}
    </div>
  );
}
