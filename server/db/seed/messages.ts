import { messages, notifications } from "@server/db/schema";
import { addMinutes, insertMissing, type SeedContext, seedId } from "./context";
import { REFS } from "./payments";
import type { People, PersonKey } from "./people";

interface DemoMessage {
  from: PersonKey;
  to: PersonKey;
  content: string;
  /** Minutes before now. */
  ago: number;
  read: boolean;
}

const DAY = 24 * 60;

const MESSAGES: DemoMessage[] = [
  {
    from: "director",
    to: "ama",
    content: "Hi Ama, a reminder that the thought record is due this week. Take your time with it.",
    ago: 4 * DAY,
    read: true,
  },
  {
    from: "ama",
    to: "director",
    content: "Thank you! I have submitted it. The exercise helped more than I expected.",
    ago: 2 * DAY,
    read: true,
  },
  {
    from: "director",
    to: "ama",
    content: "Wonderful. We will look at it together on our next session.",
    ago: 2 * DAY - 90,
    read: true,
  },
  {
    from: "ama",
    to: "director",
    content: "Could we spend some time on sleep next session as well?",
    ago: 3 * 60,
    read: false,
  },
  {
    from: "therapist",
    to: "kwame",
    content: "Hello Kwame, I have added this week's appreciation notes exercise to your portal.",
    ago: 2 * DAY,
    read: true,
  },
  {
    from: "kwame",
    to: "therapist",
    content: "Got it, we started yesterday. Is the in-person session still on?",
    ago: DAY,
    read: true,
  },
  {
    from: "therapist",
    to: "kwame",
    content: "Yes, see you both at the practice. Come a few minutes early.",
    ago: DAY - 60,
    read: false,
  },
  {
    from: "sarah",
    to: "director",
    content: `Hi Efua, I have made the bank transfer for my next session. The reference is ${REFS.sarahPendingBooking}.`,
    ago: DAY,
    read: true,
  },
  {
    from: "director",
    to: "sarah",
    content: "Thank you Sarah. It usually takes 1-3 business days to arrive; I will confirm once it does.",
    ago: DAY - 120,
    read: false,
  },
];

interface DemoNotification {
  key: string;
  user: PersonKey;
  title: string;
  message: string;
  link: string;
  ago: number;
  read: boolean;
}

const NOTIFICATIONS: DemoNotification[] = [
  {
    key: "ama-booking",
    user: "ama",
    title: "Session confirmed",
    message: "Your payment was received and your teletherapy session is booked.",
    link: "/client-dashboard?tab=sessions",
    ago: DAY,
    read: true,
  },
  {
    key: "ama-homework",
    user: "ama",
    title: "New homework",
    message: "Efua assigned 'Body scan, three evenings'.",
    link: "/client-dashboard?tab=homework",
    ago: DAY - 30,
    read: false,
  },
  {
    key: "ama-message",
    user: "ama",
    title: "New message",
    message: "You have a new message from Efua Asante.",
    link: "/client-dashboard?tab=messages",
    ago: 2 * DAY - 90,
    read: false,
  },
  {
    key: "kwame-homework",
    user: "kwame",
    title: "New homework",
    message: "Kojo assigned 'Daily appreciation notes'.",
    link: "/client-dashboard?tab=homework",
    ago: 2 * DAY,
    read: true,
  },
  {
    key: "kwame-retreat",
    user: "kwame",
    title: "Retreat place reserved",
    message: "Your deposit for Reset by the Volta was received. The balance is due before the retreat.",
    link: "/retreats",
    ago: 6 * DAY,
    read: false,
  },
  {
    key: "sarah-transfer",
    user: "sarah",
    title: "Awaiting your transfer",
    message: "Your session is held while we wait for your bank transfer (1-3 business days).",
    link: "/client-dashboard?tab=sessions",
    ago: DAY,
    read: false,
  },
  {
    key: "director-homework",
    user: "director",
    title: "Homework submitted",
    message: "Ama Boateng submitted 'Thought record: one anxious moment'.",
    link: "/therapist-dashboard?tab=homework",
    ago: 2 * DAY,
    read: false,
  },
  {
    key: "therapist-homework",
    user: "therapist",
    title: "Homework submitted",
    message: "Kwame Osei submitted 'Conflict map'.",
    link: "/therapist-dashboard?tab=homework",
    ago: 6 * DAY,
    read: true,
  },
  {
    key: "admin-application",
    user: "admin",
    title: "New therapist application",
    message: "Nana Adjei applied to join as a therapist.",
    link: "/admin-dashboard?tab=applications",
    ago: 3 * DAY,
    read: false,
  },
  {
    key: "admin-transfer",
    user: "admin",
    title: "Bank transfer to verify",
    message: `Sarah Mitchell reported a transfer for booking ${REFS.sarahPendingBooking}.`,
    link: "/admin-dashboard?tab=transactions",
    ago: DAY,
    read: false,
  },
];

/** Message threads between each client and their therapist, and notifications for every role. */
export async function seedMessages(ctx: SeedContext, people: People): Promise<void> {
  const at = (minutesAgo: number) => addMinutes(ctx.now, -minutesAgo);
  await insertMissing(
    ctx,
    messages,
    MESSAGES.map((m, index) => ({
      id: seedId("message", `${index}:${m.from}->${m.to}`),
      senderId: people[m.from],
      recipientId: people[m.to],
      content: m.content,
      read: m.read,
      readAt: m.read ? at(m.ago - 30) : null,
      createdAt: at(m.ago),
    })),
  );
  await insertMissing(
    ctx,
    notifications,
    NOTIFICATIONS.map((n) => ({
      id: seedId("notification", n.key),
      userId: people[n.user],
      title: n.title,
      message: n.message,
      link: n.link,
      read: n.read,
      createdAt: at(n.ago),
    })),
  );
}
