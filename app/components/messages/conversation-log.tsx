import { useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { type MessageView, newestUnread } from "./message-view";
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
 * A conversation, oldest to newest, opening at the latest message, with "Load older messages"
 * above it (spec 001 §2: bubbles up to 70% wide). The log is a live region, so a message that
 * arrives is read out, and it is focusable, so it scrolls by keyboard. Seeing unread messages
 * marks them read through the page's action.
 */
export function ConversationLog({
  messages,
  olderHref,
  label,
  emptyText,
  action,
}: {
  messages: readonly MessageView[];
  olderHref: string | null;
  label: string;
  emptyText: string;
  action?: string;
}) {
  const log = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useScrollAnchor(log, messages[0]?.id, last?.id, last?.mine ?? false);
  useMarkSeen(newestUnread(messages), action);
  return (
    <div
      ref={log}
      role="log"
      aria-label={label}
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
        <p className="py-10 text-center text-stone-600">{emptyText}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
