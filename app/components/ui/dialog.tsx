import { useEffect, useId, useRef } from "react";
import { Button } from "./button";

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** "center" for a dialog, "right" for a side sheet. */
  placement?: "center" | "right";
  /**
   * The dialog's id, and its content in the page's HTML while closed, so that a button with
   * `opensDialog(id)` opens it before (or without) scripts (decision 0048). For content that needs
   * no data and keeps no state between openings; for any other, see `untilOpened`.
   */
  openableWithoutScripts?: string;
  /**
   * With `openableWithoutScripts`: what the HTML shows under the title in place of the children
   * (a form that keeps state, needs data or loads lazily), until React has opened the dialog. A
   * tap before hydration opens the dialog at once with this ("Loading the form..."); the children
   * take its place when the page hydrates, with no second tap.
   */
  untilOpened?: React.ReactNode;
}

/**
 * A button's attributes that open the dialog `id` by the browser alone (invoker commands), so a
 * tap opens it before the page has hydrated. The button keeps its own onClick for React's state;
 * the dialog adopts an opening that came first.
 */
export function opensDialog(id: string): Record<string, string> {
  return { commandfor: id, command: "show-modal" };
}

// A dialog keeps 1 rem clear of every edge of the screen, a phone's too, and scrolls inside
// itself when taller than the screen, so its buttons are always within reach; a side sheet
// is the screen's height and scrolls likewise.
const placements = {
  center: {
    dialog:
      "m-auto w-[calc(100vw-2rem)] max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-2xl",
    body: "p-6",
  },
  right: {
    dialog: "ml-auto mr-0 my-0 h-dvh max-h-dvh w-80 max-w-[85vw] overflow-y-auto overscroll-contain",
    body: "min-h-full p-5",
  },
} as const;

/**
 * A modal on the browser's own <dialog>: focus stays inside, Escape closes it, the page
 * behind is inert, and focus returns to where it was, with no script library to download.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  placement = "center",
  openableWithoutScripts,
  untilOpened,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened by the browser before hydration (`opensDialog`): React's state follows, not the reverse.
    const first = !hydrated.current;
    hydrated.current = true;
    if (first && !open && dialog.open) {
      onOpenChange(true);
      return;
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, onOpenChange]);

  return (
    // Keyboard users close with Escape (built into <dialog>); the click handler adds the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent, handled natively.
    <dialog
      ref={ref}
      id={openableWithoutScripts}
      // Opened before hydration, a tap outside it closes it too (the browser's light dismiss).
      {...(openableWithoutScripts ? { closedby: "any" } : {})}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={`bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/50 ${placements[placement].dialog}`}
    >
      {open || openableWithoutScripts ? (
        // The padding lives inside, so only a click outside the box lands on <dialog> itself.
        <div className={placements[placement].body}>
          <h2 id={titleId} className="font-serif text-xl text-brand-900">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-2 text-sm text-stone-600">
              {description}
            </div>
          ) : null}
          {open || untilOpened === undefined ? children : untilOpened}
        </div>
      ) : null}
    </dialog>
  );
}

/** What a dialog shows while its form is on its way (loading lazily, or the page still hydrating). */
export function DialogLoading({ what = "the form" }: { what?: string }) {
  return <p className="mt-4 text-sm text-stone-600">Loading {what}...</p>;
}

/**
 * A dialog's two buttons, right-aligned: the one that leaves it as it was (`cancel`), then the
 * one that submits its form, which says `busyLabel` while the answer is awaited. `lockCancel`
 * disables leaving too while busy; `wrap` lets a phone put the buttons on two lines.
 */
export function DialogActions({
  cancel = "Cancel",
  onCancel,
  lockCancel = false,
  submit,
  busyLabel,
  busy,
  disabled = busy,
  variant = "primary",
  wrap = false,
}: {
  cancel?: React.ReactNode;
  onCancel(): void;
  lockCancel?: boolean;
  submit: React.ReactNode;
  busyLabel?: React.ReactNode;
  busy: boolean;
  /** When the submit button is disabled: while busy, unless said otherwise. */
  disabled?: boolean;
  variant?: "primary" | "danger";
  wrap?: boolean;
}) {
  return (
    <div className={wrap ? "flex flex-wrap justify-end gap-2" : "flex justify-end gap-2"}>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={lockCancel ? busy : undefined}>
        {cancel}
      </Button>
      <Button type="submit" variant={variant} disabled={disabled}>
        {busy && busyLabel !== undefined ? busyLabel : submit}
      </Button>
    </div>
  );
}
