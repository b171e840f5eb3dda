import { EVENT_MESSAGES } from "@domain/events";
import { eventSignInPath, REGISTER_PARAM } from "@domain/navigation";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { postForm } from "~/components/payments/payment-api";
import { toast } from "~/components/toasts";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogLoading, opensDialog } from "~/components/ui/dialog";
import type { loader as rootLoader } from "~/root";
import { DialogNotice, type Notice } from "./dialog-notice";
import { formatDateRange } from "./event-dates";
import { type EventItem, type EventPrice, type PriceQuote, priceLabel, spacesLeft } from "./event-view";
import type { PlaceView } from "./place-view";
import { YouAreRegistered } from "./you-are-registered";

const RegistrationForm = lazy(() => import("./registration-form"));

/**
 * Spec 001 §2: "Each Register button opens a registration dialog". Signed out, the visitor is
 * asked to log in ('Please log in to register for events') and comes back to this event with its
 * dialog open. A full event offers its waiting list instead. A place she already holds shows
 * "You are registered" where the button was, and in the dialog if it is opened.
 *
 * Before the page's scripts arrive (decision 0048) Register still works: signed out it is a link
 * to the sign-in page, which says why she is there; signed in the browser opens the dialog, which
 * shows its form once the page has hydrated.
 */
export function RegisterDialog({
  event,
  price,
  quote,
  paystackMode,
  place,
}: {
  event: EventItem;
  price: EventPrice;
  quote: PriceQuote;
  paystackMode: "live" | "simulated";
  place?: PlaceView;
}) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const full = spacesLeft(event) === 0;
  const action = full ? "Join the waiting list" : "Register";

  // Back from sign-in: this event's dialog opens by itself, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query names this event.
  useEffect(() => {
    if (params.get(REGISTER_PARAM) !== event.id || !signedIn) return;
    setOpen(true);
    setParams(
      (p) => {
        p.delete(REGISTER_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, signedIn]);

  const dialogId = `register-${event.id}`;
  const close = () => setOpen(false);
  return (
    <>
      {place ? (
        <YouAreRegistered place={place} eventTitle={event.title} />
      ) : signedIn ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`${action}: ${event.title}`}
          {...opensDialog(dialogId)}
          onClick={() => setOpen(true)}
          className={buttonClass("primary", "md")}
        >
          {action}
        </button>
      ) : (
        <Link
          to={eventSignInPath(location.pathname, event.id)}
          aria-label={`${action}: ${event.title}`}
          onClick={() => toast.error(EVENT_MESSAGES.signInFirst)}
          className={buttonClass("primary", "md")}
        >
          {action}
        </Link>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        openableWithoutScripts={signedIn ? dialogId : undefined}
        untilOpened={<DialogLoading />}
        title={`Register for ${event.title}`}
        description={
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-4 text-sm">
            <dt className="text-stone-600">When</dt>
            <dd className="text-stone-800">{formatDateRange(event.startDate, event.endDate)}</dd>
            <dt className="text-stone-600">Where</dt>
            <dd className="text-stone-800">{event.location}</dd>
            <dt className="text-stone-600">Price</dt>
            <dd className="text-stone-800">{priceLabel(price)}</dd>
          </dl>
        }
      >
        {place ? (
          <div className="mt-4 space-y-4">
            <YouAreRegistered place={place} eventTitle={event.title} focus />
            <Button type="button" variant="secondary" onClick={close}>
              Close
            </Button>
          </div>
        ) : full ? (
          <WaitingList event={event} onClose={close} />
        ) : (
          <Suspense fallback={<DialogLoading />}>
            <RegistrationForm event={event} quote={quote} paystackMode={paystackMode} onClose={close} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

/** A full event: the visitor joins its waiting list and hears by e-mail when a place opens. */
function WaitingList({ event, onClose }: { event: EventItem; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  async function join() {
    setBusy(true);
    setNotice(null);
    const answer = await postForm<{ position: number }>("/api/event-registrations", {
      intent: "waitlist",
      event_id: event.id,
    });
    setBusy(false);
    if (!answer.ok) {
      setNotice({ tone: "error", title: EVENT_MESSAGES.failed, description: answer.error });
      return;
    }
    onClose();
    toast.success(EVENT_MESSAGES.waitlisted, {
      description: `You are number ${answer.position} on the list. We will e-mail you if a place opens.`,
    });
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">
        {EVENT_MESSAGES.full} Join the waiting list and we will e-mail you as soon as a place opens.
      </p>
      <DialogNotice notice={notice} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="button" onClick={() => void join()} disabled={busy}>
          {busy ? "Joining..." : "Join the waiting list"}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
