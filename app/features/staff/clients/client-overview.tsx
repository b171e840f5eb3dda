import type { HomeworkStatus, SessionStatus } from "@domain/enums";
import { HOMEWORK_STATUS_LABEL } from "@domain/homework";
import { ChevronLeft, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { ConversationLog } from "~/components/messages/conversation-log";
import { MessageComposer } from "~/components/messages/message-composer";
import type { MessageView } from "~/components/messages/message-view";
import { Section } from "~/components/ui/section";
import { STATUS_STYLE } from "../sessions/session-view";

/**
 * A client in one place (spec 001 §2: opening a client): her details, her sessions with the
 * therapist, the homework set for her, and the conversation with its composer.
 */
export function ClientOverview({
  client,
  sessions,
  homework,
  messages,
  olderHref,
}: {
  client: { id: string; name: string; email: string; phone: string | null; bio: string | null };
  sessions: readonly {
    id: string;
    when: string;
    startIso: string;
    kind: string;
    durationMinutes: number;
    status: SessionStatus;
    /** An online session still to come: its join page. */
    joinHref: string | null;
  }[];
  homework: readonly { id: string; title: string; status: HomeworkStatus; due: string | null }[];
  messages: readonly MessageView[];
  olderHref: string | null;
}) {
  return (
    <div className="space-y-6">
      <Link
        to="/therapist-dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
      >
        <ChevronLeft aria-hidden className="size-4" /> All clients
      </Link>
      <Section
        headingId="client-heading"
        title={client.name}
        className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <p className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1">
            <Mail aria-hidden className="size-4" /> {client.email}
          </span>
          <span className="inline-flex items-center gap-1">
            <Phone aria-hidden className="size-4" /> {client.phone ?? "No phone number"}
          </span>
        </p>
        {client.bio ? <p className="mt-3 max-w-prose whitespace-pre-wrap text-stone-700">{client.bio}</p> : null}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="client-sessions" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <h3 id="client-sessions" className="font-semibold text-stone-900">
            Sessions
          </h3>
          <Link
            to={`/therapist-dashboard/sessions?view=list&client=${client.id}`}
            className="text-sm text-brand-700 underline underline-offset-2"
          >
            Manage upcoming sessions
          </Link>
          {sessions.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">No sessions yet.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span>
                    <time dateTime={s.startIso} className="font-medium text-stone-900">
                      {s.when}
                    </time>
                    <span className="text-stone-600">
                      {" "}
                      · {s.kind}, {s.durationMinutes} min
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {s.joinHref ? (
                      <a
                        href={s.joinHref}
                        aria-label={`Join the session of ${s.when}`}
                        className="text-brand-700 underline underline-offset-2"
                      >
                        Join
                      </a>
                    ) : null}
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[s.status].badge}`}
                    >
                      {STATUS_STYLE[s.status].label}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="client-homework" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <h3 id="client-homework" className="font-semibold text-stone-900">
            Homework
          </h3>
          {homework.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">No homework yet.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {homework.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="font-medium text-stone-900">
                    {h.title}
                    {h.due ? <span className="font-normal text-stone-600"> · due {h.due}</span> : null}
                  </span>
                  <span className="text-stone-700">{HOMEWORK_STATUS_LABEL[h.status]}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={`/therapist-dashboard/homework?client=${client.id}`}
            className="mt-3 inline-block text-sm text-brand-700 underline underline-offset-2"
          >
            Open in Homework
          </Link>
        </section>
      </div>
      <section
        aria-labelledby="client-messages"
        className="flex h-[500px] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
      >
        <h3 id="client-messages" className="border-b border-stone-200 px-5 py-4 font-semibold text-stone-900">
          Messages
        </h3>
        <ConversationLog
          messages={messages}
          olderHref={olderHref}
          label={`Conversation with ${client.name}`}
          emptyText={`No messages yet. Write to ${client.name} below.`}
        />
        <MessageComposer recipientName={client.name} />
      </section>
    </div>
  );
}
