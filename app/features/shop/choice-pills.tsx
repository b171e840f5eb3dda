/**
 * A group of radio buttons drawn as pills. The real <input> is stretched over its pill
 * (transparent), so clicks, arrow keys and the global focus ring all land on it.
 */
export function ChoicePills<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: React.ReactNode }[];
  value: T;
  onChange(next: T): void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`relative inline-flex min-h-10 items-center rounded-full px-3 text-sm sm:px-4 font-medium ring-1 transition-colors ${
                checked
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-stone-700 ring-stone-300 hover:bg-brand-50"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
