import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { PlaceView } from "./place-view";

export const YOU_ARE_REGISTERED = "You are registered";

/**
 * A place she already holds, where Register would be: its status, what is paid and what is
 * awaited, and a link to it in her portal (with its bank details or Pay balance). `focus` takes
 * the keyboard to it when it replaces a form she was filling in.
 */
export function YouAreRegistered({
  place,
  eventTitle,
  focus = false,
}: {
  place: PlaceView;
  eventTitle: string;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      data-testid="you-are-registered"
      className="w-full rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200 focus:outline-2 focus:outline-brand-600 sm:w-auto sm:max-w-sm"
    >
      <p className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-600" />
        {YOU_ARE_REGISTERED}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">Status</dt>
        <dd className="text-stone-900">{place.statusLabel}</dd>
        <dt className="text-stone-600">Paid</dt>
        <dd className="text-stone-900">{place.paid}</dd>
        {place.awaited ? (
          <>
            <dt className="text-stone-600">Awaited</dt>
            <dd className="text-stone-900">{place.awaited}</dd>
          </>
        ) : null}
      </dl>
      <Link
        to={place.href}
        aria-label={`See your registration: ${eventTitle}`}
        className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        See your registration
      </Link>
    </div>
  );
}
