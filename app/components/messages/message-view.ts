import { formatSentAt } from "@domain/messaging";

/** One message as the conversation shows it. */
export interface MessageView {
  id: string;
  content: string;
  mine: boolean;
  /** "You" for the viewer's own. */
  from: string;
  /** When it was sent, in the viewer's time zone. */
  sentAt: string;
  sentAtIso: string;
  /** Received and not yet marked read. */
  unread: boolean;
}

export interface ConversationView {
  recipientName: string | null;
  messages: MessageView[];
  /** The "Load older messages" link, when there are older ones. */
  olderHref: string | null;
}

interface Listed {
  recipient: { firstName: string; lastName: string } | null;
  messages: { id: string; content: string; createdAt: Date; senderFirstName: string; mine: boolean; read: boolean }[];
  hasOlder: boolean;
  shown: number;
}

/** What the messages tab needs from the server's answer, with times in the viewer's zone. */
export function toConversationView(
  list: Listed,
  timeZone: string,
  pageSize: number,
  now: Date = new Date(),
): ConversationView {
  return {
    recipientName: list.recipient ? `${list.recipient.firstName} ${list.recipient.lastName}`.trim() : null,
    olderHref: list.hasOlder ? `?show=${list.shown + pageSize}` : null,
    messages: list.messages.map((m) => ({
      id: m.id,
      content: m.content,
      mine: m.mine,
      from: m.mine ? "You" : m.senderFirstName,
      sentAt: formatSentAt(m.createdAt, timeZone, now),
      sentAtIso: m.createdAt.toISOString(),
      unread: !m.mine && !m.read,
    })),
  };
}

/** The newest received message not yet marked read: seeing the conversation marks it and all before it. */
export function newestUnread(messages: readonly MessageView[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message && !message.mine && message.unread) return message.id;
  }
  return null;
}
