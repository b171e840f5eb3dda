import { buildIcs } from "@domain/ics";
import type { Executor } from "@server/db/client";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { PORTAL_EVENTS_LINK } from "@server/modules/events";
import { z } from "zod";
import { MY_EVENT_MESSAGES } from "./balance-rules";
import { findOwnRegistration } from "./own-registrations";

export interface RegistrationCalendar {
  fileName: string;
  ics: string;
}

const registrationId = z.uuid();

/**
 * "Add to calendar" for one of the viewer's confirmed places (RFC 5545, times in UTC). Its UID
 * is the registration's for good, so adding it again replaces the event instead of doubling
 * it. Anyone else, signed out included, a place not confirmed, a cancelled event and a
 * malformed id all get the same not_found.
 */
export async function getRegistrationCalendar(
  db: Executor,
  viewer: Viewer | null,
  raw: { registrationId?: unknown },
  now: Date = new Date(),
): Promise<RegistrationCalendar> {
  const id = registrationId.safeParse(raw.registrationId);
  const found = viewer && id.success ? await findOwnRegistration(db, viewer, id.data) : null;
  if (found?.registration.status !== "confirmed" || found.event.status === "cancelled") {
    throw new AppError("not_found", MY_EVENT_MESSAGES.calendarNotFound);
  }
  const { registration, event } = found;
  const practice = practiceConfig();
  const ics = buildIcs({
    uid: `event-registration-${registration.id}@${new URL(publicUrl()).hostname}`,
    start: event.startDate,
    // An event without an end is shown at its start.
    end: event.endDate ?? event.startDate,
    summary: `${event.title} (${practice.name})`,
    description: `Your place at ${event.title}. See it in your portal: ${publicUrl()}${PORTAL_EVENTS_LINK}`,
    location: event.location,
    organizerName: practice.legalName,
    organizerEmail: practice.email,
    stamp: now,
  });
  return { fileName: `${event.slug.replace(/[^a-z0-9-]/gi, "").slice(0, 60) || "event"}.ics`, ics };
}
