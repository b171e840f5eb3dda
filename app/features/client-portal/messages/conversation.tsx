import { LOAD_MESSAGES_FAILED, NO_RECIPIENT } from "@domain/messaging";
import { MessageSquareOff } from "lucide-react";
import { ConversationLog } from "~/components/messages/conversation-log";
import { MessageComposer } from "~/components/messages/message-composer";
import type { ConversationView } from "~/components/messages/message-view";
import { TabLoadError } from "~/components/tab-load-error";

/**
 * The messages tab (spec 001 §2, §5, §7): the conversation in a 600 px panel, and the message box
 * below; both post to the tab's own action.
 */
export function Conversation({ view }: { view: ConversationView }) {
  const { recipientName, messages, olderHref } = view;

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
      <ConversationLog
        messages={messages}
        olderHref={olderHref}
        label={recipientName ? `Conversation with ${recipientName}` : "Your messages"}
        emptyText={recipientName ? `No messages yet. Write to ${recipientName} below.` : "No messages yet."}
      />
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
