import { useEffect, useId, useRef } from "react";

interface Props {
  /** Content of the button that opens the menu. */
  label: React.ReactNode;
  /** Accessible name of the button when its content is not enough. */
  ariaLabel?: string;
  buttonClassName: string;
  align?: "start" | "end";
  /** The panel's content: `close` hides it, `panelId` is its id (for a `hide-popover` command). */
  children(close: () => void, panelId: string): React.ReactNode;
}

const isOpen = (panel: HTMLElement | null) => panel?.matches(":popover-open") === true;

/**
 * A button that shows a panel of links or choices (the disclosure pattern): Escape, a click
 * outside, or a choice closes it and focus goes back to the button. Light enough for every page.
 *
 * The panel is the browser's own popover, its content in the HTML, and the button opens it by an
 * invoker command: it opens before the page has hydrated (decision 0048), and the browser closes
 * it on Escape or a tap outside. Anchor positioning places it under the button, its invoker.
 */
export function DisclosureMenu({ label, ariaLabel, buttonClassName, align = "start", children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (isOpen(panel.current) && !root.current?.contains(event.relatedTarget as Node | null))
        panel.current?.hidePopover();
    };
    const element = root.current;
    element?.addEventListener("focusout", onFocusOut);
    return () => element?.removeEventListener("focusout", onFocusOut);
  }, []);

  const close = () => {
    if (isOpen(panel.current)) panel.current?.hidePopover();
    button.current?.focus();
  };

  return (
    <div ref={root}>
      {/* The browser tells assistive technology whether the panel is open (no aria-expanded with a command). */}
      <button
        ref={button}
        type="button"
        aria-controls={panelId}
        aria-label={ariaLabel}
        {...{ commandfor: panelId, command: "toggle-popover" }}
        onClick={() => {
          // A browser without invoker commands opens it here, once hydrated.
          if (!("commandForElement" in HTMLButtonElement.prototype)) panel.current?.togglePopover();
        }}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        className={`inset-auto m-0 mt-1.5 min-w-56 rounded-xl bg-white p-1.5 text-sm text-stone-800 shadow-lg ring-1 ring-stone-200 [position-try-fallbacks:flip-inline] ${align === "end" ? "[position-area:bottom_span-left]" : "[position-area:bottom_span-right]"}`}
      >
        {children(close, panelId)}
      </div>
    </div>
  );
}
