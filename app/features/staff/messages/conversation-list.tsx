import { ChevronLeft } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { ConversationLog } from "~/components/messages/conversation-log";
import { MessageComposer } from "~/components/messages/message-composer";
import type { MessageView } from "~/components/messages/message-view";
import { buttonClass } from "~/components/ui/button";
import { EmptyNote, Section } from "~/components/ui/section";

export interface ConversationItem {
  personId: string;
  name: string;
  lastMessage: string;
  /** When, in the viewer's zone. */
  lastAt: string;
  lastAtIso: string;
  unread: number;
}

/** Opens the thread with a client chosen from her list (works without JavaScript too). */
function ClientPicker({
  clients,
  clientSearch,
  current,
  base,
}: {
  clients: readonly { id: string; name: string }[];
  clientSearch: boolean;
  current?: string;
  base: string;
}) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={base}
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const person = new FormData(event.currentTarget).get("person");
        if (typeof person === "string" && person) navigate(`${base}/${person}`);
      }}
    >
      <ClientSelect clients={clients} searchable={clientSearch} name="person" defaultValue={current ?? ""} compact />
      <button type="submit" className={buttonClass("secondary", "sm")}>
        Open
      </button>
    </Form>
  );
}

/** The Messages tab (spec 001 §2): conversations, latest first, with unread badges, and a way to start one. */
export function ConversationList({
  conversations,
  clients,
  clientSearch,
  base,
}: {
  conversations: readonly ConversationItem[];
  clients: readonly { id: string; name: string }[];
  /** An admin's picker searches the practice's clients. */
  clientSearch: boolean;
  base: string;
}) {
  return (
    <Section
      headingId="messages-heading"
      title="Messages"
      align="end"
      actions={<ClientPicker clients={clients} clientSearch={clientSearch} base={base} />}
    >
      {conversations.length === 0 ? (
        <EmptyNote>No conversations yet</EmptyNote>
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {conversations.map((c) => (
            <li key={c.personId}>
              <Link
                to={`${base}/${c.personId}`}
                className="flex items-start justify-between gap-3 px-5 py-4 hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span className={`block ${c.unread ? "font-semibold text-stone-900" : "text-stone-900"}`}>
                    {c.name}
                  </span>
                  <span className="block truncate text-sm text-stone-600">{c.lastMessage}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-stone-600">
                  <time dateTime={c.lastAtIso}>{c.lastAt}</time>
                  {c.unread ? (
                    <span className="rounded-full bg-clay-500 px-1.5 text-white">
                      {c.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** One conversation (spec 001 §2): a back link, the client picker, the thread and the composer. */
export function StaffThread({
  person,
  messages,
  olderHref,
  clients,
  clientSearch,
  base,
}: {
  person: { id: string; name: string };
  messages: readonly MessageView[];
  olderHref: string | null;
  clients: readonly { id: string; name: string }[];
  clientSearch: boolean;
  base: string;
}) {
  return (
    <section aria-labelledby="thread-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Link to={base} className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2">
          <ChevronLeft aria-hidden className="size-4" /> Back to conversations
        </Link>
        <ClientPicker clients={clients} clientSearch={clientSearch} current={person.id} base={base} />
      </div>
      <div className="flex h-[600px] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <header className="border-b border-stone-200 px-5 py-4">
          <h2 id="thread-heading" className="font-serif text-2xl text-brand-900">
            {person.name}
          </h2>
        </header>
        <ConversationLog
          messages={messages}
          olderHref={olderHref}
          label={`Conversation with ${person.name}`}
          emptyText={`No messages yet. Write to ${person.name} below.`}
        />
        <MessageComposer recipientName={person.name} />
      </div>
    </section>
  );
}
