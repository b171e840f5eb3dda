import { Mail } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { loader as rootLoader } from "~/root";
import { mailingListMailto } from "./event-view";

/**
 * The newsletter / mailing-list box. Online sign-up is not built yet, so the address field
 * is shown switched off with a plain note, and joining happens by e-mail.
 */
export function MailingListBox({ id, title, text, list }: { id: string; title: string; text: string; list: string }) {
  const email = useRouteLoaderData<typeof rootLoader>("root")?.practice.email ?? "";
  const noteId = `${id}-note`;
  return (
    <section aria-labelledby={id} className="mt-16 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 id={id} className="font-serif text-2xl text-brand-900">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-stone-800">
            Your e-mail address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            disabled
            aria-describedby={noteId}
            placeholder="you@example.com"
            className="h-11 w-full cursor-not-allowed rounded-full border border-stone-300 bg-stone-100 px-4 text-sm"
          />
        </div>
        <a href={mailingListMailto(email, list)} className={buttonClass("primary", "md")}>
          <Mail aria-hidden className="size-4" />
          Join by e-mail
        </a>
      </div>
      <p id={noteId} className="mt-3 text-sm text-stone-700">
        Online sign-up opens soon. Until then, send us a short e-mail and we will add you to the list. We only write
        when there are new dates, and you can leave the list at any time.
      </p>
    </section>
  );
}
