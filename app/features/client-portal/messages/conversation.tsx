import { LOAD_MESSAGES_FAILED, NO_RECIPIENT } from "@domain/messaging";
import { MessageSquareOff } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TabLoadError } from "../tab-load-error";
import { MessageComposer } from "./message-composer";
import { type ConversationView, type MessageView, newestUnread } from "./message-view";
import { useMarkSeen } from "./use-mark-seen";
import { useScrollAnchor } from "./use-scroll-anchor";

function Bubble({ message }: { message: MessageView }) {
  return (
    <li className={`flex ${message.mine ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[70%] rounded-2xl px-4 py-2.5 ${
          message.mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-stone-100 text-stone-900"
        }`}
      >
        <p className={`text-xs font-semibold ${message.mine ? "text-brand-50" : "text-stone-700"}`}>{message.from}</p>
        <p className="mt-0.5 whitespace-pre-wrap break-words">{message.content}</p>
        <p className={`mt-1 text-xs ${message.mine ? "text-brand-50" : "text-stone-600"}`}>
          <time dateTime={message.sentAtIso}>{message.sentAt}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * The messages tab (spec 001 §2, §5, §7): the conversation, oldest to newest in a 600 px panel
 * that opens at the latest message, "Load older messages" above it, and the message box below.
 * The log is a live region, so a message that arrives is read out.
 */
export function Conversation({ view }: { view: ConversationView }) {
  const { recipientName, messages, olderHref } = view;
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useScrollAnchor(log, messages[0]?.id, last?.id, last?.mine ?? false);
  useMarkSeen(newestUnread(messages));

  return (
    <section
      aria-labelledby="messages-heading"
      className="flex h-[600px] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
    >
      <header className="border-b border-stone-200 px-5 py-4">
        <h2 id="messages-heading" className="font-serif text-2xl text-brand-900">
          Messages
        </h2>
        {recipientName ? (
          <p className="text-sm text-stone-700">
            Your conversation with <span className="font-semibold text-stone-900">{recipientName}</span>
          </p>
        ) : null}
      </header>
      <div
        ref={log}
        role="log"
        aria-label={recipientName ? `Conversation with ${recipientName}` : "Your messages"}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {olderHref ? (
          <div className="mb-4 text-center">
            <Link to={olderHref} preventScrollReset replace className={buttonClass("secondary", "sm")}>
              Load older messages
            </Link>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-stone-600">
            {recipientName ? `No messages yet. Write to ${recipientName} below.` : "No messages yet."}
          </p>
        ) : (
          <ol className="space-y-3">
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      {recipientName ? null : (
        <div role="status" className="flex gap-3 border-t border-amber-200 bg-amber-50 px-5 py-3 text-amber-900">
          <MessageSquareOff aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="font-semibold">{NO_RECIPIENT.title}</span>
            <span className="block text-sm">{NO_RECIPIENT.description}</span>
          </p>
        </div>
      )}
      <MessageComposer recipientName={recipientName} />
    </section>
  );
}

/** In place of the conversation when it could not be read (spec 001 §8: 'Error loading messages'). */
export function MessagesLoadError() {
  return (
    <TabLoadError announce title={LOAD_MESSAGES_FAILED} message="Your conversation could not be loaded just now." />
  );
}
