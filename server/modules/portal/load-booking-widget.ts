import { NO_THERAPIST, SERVICE_NOT_OFFERED } from "@domain/booking-messages";
import { intersectWindows, practiceWindow } from "@domain/office-hours";
import type { RegionChoice } from "@domain/region";
import { PRACTICE_TIME_ZONE, slotsForDay } from "@domain/slots";
import { dayInZone, dayOfWeek } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { therapistAvailability } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { assignTherapist, CLIENTS_BOOK_ONLY, type CreditOffer, loadBookingForm } from "@server/modules/booking";
import type { ServiceOffer } from "@server/modules/catalogue";
import { getOfficeHours } from "@server/modules/practice-settings";
import { and, eq } from "drizzle-orm";

export type WidgetCredit = CreditOffer;

export type BookingWidget =
  | {
      kind: "open";
      /** The region's individual teletherapy session, as the catalogue prices and times it. */
      service: ServiceOffer;
      /** The plan or package that would pay for it (spec 000 §5's matching), unless she declines it; null if none. */
      credit: WidgetCredit | null;
      /** From the profile; create-booking needs one, so the widget asks when it is empty. */
      phone: string;
      /** Days of the week (0 = Sunday) on which the assigned therapist has a slot the service fits in, within office hours. */
      workingDays: number[];
    }
  | { kind: "closed"; reason: string };

const DAY_MS = 86_400_000;

/** The widget books one service: the region's first (by catalogue order) online one-to-one session. */
function widgetService(services: readonly ServiceOffer[]): ServiceOffer | null {
  return services.find((service) => service.category === "individual" && service.delivery === "virtual") ?? null;
}

/**
 * The weekdays whose availability, within the practice's office hours, holds at least one slot
 * of this service, decided by the slot rule itself (domain/slots.ts) on the next such date, with
 * nothing booked and nothing past.
 */
async function workingDays(db: Executor, therapistId: string, service: ServiceOffer, now: Date) {
  const hours = await getOfficeHours(db);
  const windows = await db
    .select({
      dayOfWeek: therapistAvailability.dayOfWeek,
      startTime: therapistAvailability.startTime,
      endTime: therapistAvailability.endTime,
    })
    .from(therapistAvailability)
    .where(and(eq(therapistAvailability.therapistId, therapistId), eq(therapistAvailability.isAvailable, true)));
  const week = Array.from({ length: 7 }, (_, i) => dayInZone(new Date(now.getTime() + i * DAY_MS), PRACTICE_TIME_ZONE));
  const open = new Set<number>();
  for (const window of windows) {
    const day = week.find((date) => dayOfWeek(date) === window.dayOfWeek);
    if (!day) continue;
    const slots = slotsForDay({
      day,
      durationMinutes: service.durationMinutes,
      timeZone: PRACTICE_TIME_ZONE,
      // A client books inside the practice's office hours too (domain/office-hours.ts).
      availability: intersectWindows(window, practiceWindow(hours, day, service.delivery)),
      therapistBusy: [],
      clientBusy: [],
      now: new Date(0),
    });
    if (slots.some((slot) => slot.available)) open.add(window.dayOfWeek);
  }
  return [...open].sort((a, b) => a - b);
}

/**
 * The client portal's booking widget (spec 001 §2): the same engine as /book, narrowed to one
 * service. Closed, with the reason to show, for someone who cannot book from it: an admin,
 * a region without the service, or a practice without a therapist.
 */
export async function loadBookingWidget(
  db: Executor,
  viewer: Viewer,
  region: RegionChoice,
  now: Date = new Date(),
): Promise<BookingWidget> {
  if (viewer.role !== "client") return { kind: "closed", reason: CLIENTS_BOOK_ONLY };
  const [form, therapistId] = await Promise.all([
    loadBookingForm(db, viewer, region, now),
    assignTherapist(db, viewer.userId).catch((err: unknown) => {
      if (isAppError(err) && err.message === NO_THERAPIST) return null;
      throw err;
    }),
  ]);
  if (!therapistId) return { kind: "closed", reason: NO_THERAPIST };
  const service = widgetService(form.services);
  if (!service) return { kind: "closed", reason: SERVICE_NOT_OFFERED };
  return {
    kind: "open",
    service,
    credit: form.credits[service.id] ?? null,
    phone: form.prefill.phone,
    workingDays: await workingDays(db, therapistId, service, now),
  };
}
