import { useRef } from "react";
import { useDialogAnswer } from "../use-dialog-answer";

/**
 * One small form of the forms pages (a button, or a few fields) posted without leaving the page:
 * its answer becomes a toast (the success text, or the server's reason), and `resetOnDone` clears
 * its fields once done.
 */
export function ActionForm({
  intent,
  success,
  failed,
  hidden = {},
  resetOnDone = false,
  className,
  "aria-label": ariaLabel,
  children,
}: {
  intent: string;
  success: string;
  failed: string;
  hidden?: Record<string, string | number>;
  resetOnDone?: boolean;
  className?: string;
  "aria-label"?: string;
  children: (busy: boolean) => React.ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, busy } = useDialogAnswer({ success, failed }, () => {
    if (resetOnDone) form.current?.reset();
  });
  return (
    <fetcher.Form ref={form} method="post" className={className} aria-label={ariaLabel}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(busy)}
    </fetcher.Form>
  );
}
