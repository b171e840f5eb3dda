import { Bell, CheckCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { showToast } from "~/components/toasts";
import { Button, buttonClass } from "~/components/ui/button";
import type { NotificationsView, NotificationView } from "./notification-view";

type MarkAnswer = { ok: true } | { ok: false; error: string };

/** Tells the reader when marking failed (a success shows itself: the item changes). */
function useFailureToast(answer: MarkAnswer | undefined) {
  useEffect(() => {
    if (answer && !answer.ok) {
      showToast((toast) => toast.error("Could not mark as read", { description: answer.error }));
    }
  }, [answer]);
}

function NotificationItem({ item }: { item: NotificationView }) {
  const fetcher = useFetcher<MarkAnswer>();
  const self = useRef<HTMLLIElement>(null);
  useFailureToast(fetcher.data);
  // Shown as read as soon as it is asked for; a refusal puts it back.
  const unread = item.unread && fetcher.state === "idle";
  return (
    <li
      ref={self}
      // The button goes away once pressed: keyboard focus stays on its notification.
      tabIndex={-1}
      className={`flex flex-wrap items-start gap-3 rounded-2xl p-4 ring-1 ${
        unread ? "bg-brand-50 ring-brand-200" : "bg-white ring-stone-200"
      }`}
    >
      <span
        aria-hidden
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? "bg-clay-500" : "bg-transparent"}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`text-stone-900 ${unread ? "font-semibold" : "font-medium"}`}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.link ? (
            <Link to={item.link} className="underline decoration-brand-300 underline-offset-2 hover:text-brand-700">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="mt-0.5 text-stone-700">{item.message}</p>
        <p className="mt-1 text-xs text-stone-600">
          <time dateTime={item.sentAtIso}>{item.sentAt}</time>
        </p>
      </div>
      {unread ? (
        <fetcher.Form method="post" onSubmit={() => self.current?.focus()}>
          <input type="hidden" name="intent" value="mark-read" />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" variant="secondary" size="sm">
            Mark as read<span className="sr-only">: {item.title}</span>
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}

/**
 * The notifications tab (spec 001 §4, §7): newest first, unread ones marked for the eye and for
 * screen readers, each with its link; mark one or all read. New ones arrive by themselves (the
 * portal reloads its data on a live update).
 */
export function NotificationsTab({ view }: { view: NotificationsView }) {
  const markAll = useFetcher<MarkAnswer>();
  useFailureToast(markAll.data);
  const busy = markAll.state !== "idle";
  const unread = busy ? 0 : view.unread;
  return (
    <section aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="notifications-heading" className="font-serif text-2xl text-brand-900">
            Notifications
          </h2>
          <p className="mt-1 text-sm text-stone-700" aria-live="polite">
            {unread === 0 ? "You're all caught up." : `${unread} unread`}
          </p>
        </div>
        <markAll.Form method="post">
          <input type="hidden" name="intent" value="mark-all-read" />
          <Button type="submit" variant="secondary" size="sm" disabled={view.unread === 0 || busy}>
            <CheckCheck aria-hidden className="size-4" />
            Mark all as read
          </Button>
        </markAll.Form>
      </div>
      {view.items.length === 0 ? (
        <div className="mt-6 flex items-center gap-3 rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
          <Bell aria-hidden className="size-5 text-brand-600" />
          <p>No notifications yet.</p>
        </div>
      ) : (
        <ul aria-label="Your notifications" className="mt-6 space-y-3">
          {view.items.map((item) => (
            <NotificationItem key={item.id} item={busy ? { ...item, unread: false } : item} />
          ))}
        </ul>
      )}
      {view.moreHref ? (
        <div className="mt-6 text-center">
          <Link to={view.moreHref} preventScrollReset replace className={buttonClass("secondary")}>
            Show more
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** When the list cannot be read: quiet (spec 001 §8 keeps notification errors silent), with a retry. */
export function NotificationsLoadError() {
  return (
    <TabLoadError announce={false} title="Notifications" message="Your notifications could not be loaded just now." />
  );
}
