import { Search } from "lucide-react";
import { useId } from "react";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  /** Show the label visually (default) or only to assistive technology. */
  hideLabel?: boolean;
  className?: string;
  /** The field's name in a form that also works without scripts. */
  name?: string;
}

/** A labelled search input with its icon, as used by the lists that filter as you type. */
export function SearchField({ label, value, onChange, placeholder, hideLabel = false, className = "", name }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-2 block text-sm font-medium text-stone-700"}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={id}
          type="search"
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="h-11 w-full rounded-full border border-stone-300 bg-white pr-4 pl-9 text-sm text-stone-900 placeholder:text-stone-600"
        />
      </div>
    </div>
  );
}
