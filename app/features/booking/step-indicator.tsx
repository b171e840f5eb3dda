import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import type { Step } from "./booking-draft";

export const STEP_NAMES: Readonly<Record<Step, string>> = {
  1: "Service",
  2: "Details",
  3: "Summary",
  4: "Payment",
};

/** Where the client is in the four steps of spec 000 §2.10; the current one is aria-current. */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <ol aria-label="Booking steps" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {([1, 2, 3, 4] as const).map((n) => {
        const done = n < step;
        const current = n === step;
        return (
          <li
            key={n}
            aria-current={current ? "step" : undefined}
            className={`flex items-center gap-2 ${current ? "font-semibold text-brand-900" : "text-stone-600"}`}
          >
            <span
              aria-hidden
              className={`flex size-7 items-center justify-center rounded-full text-xs ${
                current ? "bg-brand-600 text-white" : done ? "bg-brand-100 text-brand-800" : "bg-stone-100"
              }`}
            >
              {done ? <Check className="size-4" /> : n}
            </span>
            <span>
              <span className="sr-only">Step {n} of 4: </span>
              {STEP_NAMES[n]}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A step's heading. When the client moves between steps, focus lands here, so a screen reader
 * announces the new step and the keyboard continues from the top of it.
 */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step first appears.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="font-serif text-2xl text-brand-900 outline-none">
      {children}
    </h2>
  );
}
