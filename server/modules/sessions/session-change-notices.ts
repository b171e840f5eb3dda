import { meetsInPerson, sessionTitle, type WhatWentBack, whatWentBackNotes } from "@domain/session-changes";
import { sessionPlace, sessionPlaceLines } from "@domain/session-place";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { profiles, services } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { enqueueEmail, sessionInvitation } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { joinUrl } from "@server/modules/video";
import { eq } from "drizzle-orm";
import type { OwnSession } from "./own-session";

export type SessionChange =
  | ({
      kind: "cancelled";
      reason?: string;
    } & WhatWentBack)
  | { kind: "rescheduled"; from: Date; to: Date };

/**
 * Tells both sides of a change the client made to their session, in the change's transaction:
 * the therapist (notification and live update, in their own zone) and the client (notification
 * and e-mail; a moved session's e-mail carries the new time as a calendar invitation).
 */
export async function announceSessionChange(
  tx: Executor,
  viewer: Viewer,
  own: OwnSession,
  change: SessionChange,
  now: Date,
): Promise<void> {
  const { session, booking } = own;
  const title = sessionTitle(booking?.serviceName ?? null, session.sessionType);
  const clientZone = usableZone(viewer.timezone);
  const clientName = `${viewer.firstName} ${viewer.lastName}`.trim();
  const [therapist] = await tx
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, session.therapistId));
  const therapistZone = usableZone(therapist?.timezone);

  if (change.kind === "cancelled") {
    const start = session.startsAt;
    const clientWhen = sessionWhen(start, clientZone).text;
    const reason = change.reason ? ` Their reason: "${change.reason}"` : "";
    await createNotification(
      tx,
      {
        userId: session.therapistId,
        title: "Session cancelled by client",
        message: `${clientName} cancelled their ${title} session on ${sessionWhen(start, therapistZone).text}. The time is free again.${reason}`,
        link: "/therapist-dashboard",
      },
      ["sessions"],
    );
    const extras = whatWentBackNotes(change);
    const message = [`Your ${title} session on ${clientWhen} is cancelled.`, ...extras].join(" ");
    await createNotification(
      tx,
      { userId: viewer.userId, title: "Session cancelled", message, link: "/client-portal" },
      ["sessions"],
    );
    await enqueueEmail(tx, {
      to: viewer.email,
      subject: `Your session on ${clientWhen} is cancelled`,
      text: [`Hello ${viewer.firstName},`, "", message, "", ...signature()].join("\n"),
    });
    return;
  }

  const before = sessionWhen(change.from, clientZone).text;
  const after = sessionWhen(change.to, clientZone).text;
  await createNotification(
    tx,
    {
      userId: session.therapistId,
      title: "Session rescheduled by client",
      message: `${clientName} moved their ${title} session from ${sessionWhen(change.from, therapistZone).text} to ${sessionWhen(change.to, therapistZone).text}.`,
      link: "/therapist-dashboard",
    },
    ["sessions"],
  );
  const message = `Your ${title} session is now on ${after} (it was on ${before}).`;
  await createNotification(
    tx,
    { userId: viewer.userId, title: "Session rescheduled", message, link: "/client-portal" },
    ["sessions"],
  );
  const [service] = session.serviceId
    ? await tx.select({ delivery: services.delivery }).from(services).where(eq(services.id, session.serviceId))
    : [];
  const inPerson = meetsInPerson({
    bookedDelivery: booking?.sessionType ?? null,
    serviceDelivery: service?.delivery ?? null,
    meetingLink: session.meetingLink,
    sessionType: session.sessionType,
  });
  // The same place as before the move: the join page never changes with the time.
  const place = sessionPlace(inPerson, joinUrl(session.id), practiceConfig());
  // The booking's own invitation id when it has one, so calendars move that event.
  const invitation = sessionInvitation(
    {
      id: booking ? `booking-${booking.id}` : `session-${session.id}`,
      start: change.to,
      end: new Date(change.to.getTime() + session.durationMinutes * 60_000),
      title,
      place,
    },
    now,
  );
  await enqueueEmail(tx, {
    to: viewer.email,
    subject: `Your session has moved to ${after}`,
    text: [
      `Hello ${viewer.firstName},`,
      "",
      message,
      ...sessionPlaceLines(place),
      "The attached invitation puts the new time in your calendar.",
      "",
      ...signature(),
    ].join("\n"),
    attachments: [invitation],
  });
}

function signature(): string[] {
  const practice = practiceConfig();
  return [
    `Your sessions: ${publicUrl()}/client-portal`,
    `Questions? Call us on ${practice.phone}.`,
    "",
    practice.legalName,
  ];
}
