import { useEffect, useId, useRef, useState } from "react";

interface Props {
  /** Content of the button that opens the menu. */
  label: React.ReactNode;
  /** Accessible name of the button when its content is not enough. */
  ariaLabel?: string;
  buttonClassName: string;
  align?: "start" | "end";
  children(close: () => void): React.ReactNode;
}

/**
 * A button that shows a panel of links or choices (the disclosure pattern): Escape, a click
 * outside, or a choice closes it and focus goes back to the button. Light enough for every page.
 */
export function DisclosureMenu({ label, ariaLabel, buttonClassName, align = "start", children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((v) => !v)}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-1.5 min-w-56 rounded-xl bg-white p-1.5 text-sm shadow-lg ring-1 ring-stone-200 ${align === "end" ? "right-0" : "left-0"}`}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
