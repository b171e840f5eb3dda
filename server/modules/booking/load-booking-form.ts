import type { NoticePayment } from "@domain/booking-notice";
import type { PlanSessionType, ServiceCategory } from "@domain/enums";
import { type CreditKind, pickPlanCredit } from "@domain/plan-credits";
import type { RegionChoice } from "@domain/region";
import type { SlotUnavailableReason } from "@domain/slots";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, isCalendarDay } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import { instantSchema } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { listServices, type ServiceOffer } from "@server/modules/catalogue";
import { listMyPlans } from "@server/modules/plans";
import { eq } from "drizzle-orm";
import { getAvailableSlots } from "./get-available-slots";

export interface BookingForm {
  services: ServiceOffer[];
  /** The details form is pre-filled from the profile (spec 000 §2.10). */
  prefill: { firstName: string; lastName: string; email: string; phone: string };
  /**
   * Per service id, the plan or package that would pay for it (spec 000 §5's matching and the
   * length rule, domain/plan-credits.ts), so the page names the credit create-booking will spend;
   * a service no credit pays for is absent.
   */
  credits: Record<string, CreditOffer>;
  /** The choice she made before signing in, brought back by the page's address; null if none. */
  resume: BookingResume | null;
}

/** The credit that would pay for a service, as the booking page names it. */
export interface CreditOffer {
  kind: CreditKind;
  name: string;
  remainingSessions: number;
  totalSessions: number;
  expiresAt: string;
}

/**
 * A service and a time chosen earlier (before signing in, most often). The service is one the
 * region offers; `start` is the time when it is still free for her, and null when it was taken
 * meanwhile (or has passed), so she chooses another on the same day.
 */
export interface BookingResume {
  serviceId: string;
  /** The practice-calendar day of the chosen time ("YYYY-MM-DD"); null when only a service was chosen. */
  day: string | null;
  start: string | null;
  /**
   * The day's times as the calendar lists them, when the day was chosen on the date and time step
   * (?day=, a day's button before the page's scripts have run): the page stays at that step with
   * them listed. Null otherwise.
   */
  times: ResumeDayTimes | null;
}

/** A day's times as the booking calendar shows them (its slots endpoint's answer, instants as ISO). */
export interface ResumeDayTimes {
  note: string | null;
  slots: {
    start: string;
    end: string;
    available: boolean;
    reason: SlotUnavailableReason | null;
    payment: NoticePayment | null;
  }[];
}

/**
 * What the address may carry back: ?service=<id>&start=<ISO instant> (the summary), or
 * ?service=<id>&day=<YYYY-MM-DD> with or without &start= (the date and time step, that day's
 * times listed). Anything else is no choice.
 */
export interface ChosenInAddress {
  service: string | null;
  start: string | null;
  day?: string | null;
}

const chosenStart = instantSchema("Choose a time");

/**
 * What the booking page needs to start: the region's services, the client's details and plan
 * credits, and the choice she comes back with. A visitor who has not signed in (`viewer` null)
 * sees the services and times; her details and credits come once she has signed in.
 */
export async function loadBookingForm(
  db: Executor,
  viewer: Viewer | null,
  region: RegionChoice,
  now: Date = new Date(),
  chosen: ChosenInAddress = { service: null, start: null },
): Promise<BookingForm> {
  const [services, [profile], plans] = await Promise.all([
    listServices(db, region),
    viewer ? db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, viewer.userId)) : [],
    viewer ? listMyPlans(db, viewer) : [],
  ]);
  return {
    services,
    prefill: {
      firstName: viewer?.firstName ?? "",
      lastName: viewer?.lastName ?? "",
      email: viewer?.email ?? "",
      phone: profile?.phone ?? "",
    },
    credits: Object.fromEntries(
      services.flatMap((service) => {
        const credit = pickPlanCredit(
          plans,
          {
            category: service.category as ServiceCategory,
            planSessionType: service.planSessionType as PlanSessionType | null,
            durationMinutes: service.durationMinutes,
          },
          now,
        );
        if (!credit) return [];
        const offer: CreditOffer = {
          kind: credit.kind,
          name: credit.name,
          remainingSessions: credit.remainingSessions,
          totalSessions: credit.totalSessions,
          expiresAt: credit.expiresAt.toISOString(),
        };
        return [[service.id, offer]];
      }),
    ),
    resume: await resumeChoice(db, viewer, region, services, chosen, now),
  };
}

/** The choice in the address, checked: a service of the region, and whether the time is still free for her. */
async function resumeChoice(
  db: Executor,
  viewer: Viewer | null,
  region: RegionChoice,
  services: readonly ServiceOffer[],
  chosen: ChosenInAddress,
  now: Date,
): Promise<BookingResume | null> {
  const service = services.find((s) => s.id === chosen.service);
  if (!service) return null;
  // A service alone (?service=<id>, the coaching page's Book Coaching Session): chosen, no time yet.
  const alone: BookingResume = { serviceId: service.id, day: null, start: null, times: null };
  if (chosen.day) return dayChosen(db, viewer, region, service.id, chosen.day, chosen.start, now, alone);
  if (!chosen.start) return alone;
  const start = chosenStart.safeParse(chosen.start);
  if (!start.success) return null;
  const day = dayInZone(start.data, PRACTICE_TIME_ZONE);
  try {
    const { slots } = await getAvailableSlots(db, viewer, { serviceId: service.id, day, ...region }, now);
    const free = slots.some((slot) => slot.available && slot.start.getTime() === start.data.getTime());
    return { serviceId: service.id, day, start: free ? start.data.toISOString() : null, times: null };
  } catch (err) {
    // A day the calendar refuses (too far off, say): the service is kept, the time is not.
    if (isAppError(err)) return { serviceId: service.id, day, start: null, times: null };
    throw err;
  }
}

/**
 * A day chosen on the date and time step (?day=, with its time if one was chosen): the day with
 * its times, as the calendar's slots endpoint lists them, and the time if it is one of that day's
 * free ones. A malformed day, one the calendar refuses (past, too far off) or one with no free
 * time is no day: the step with the service alone.
 */
async function dayChosen(
  db: Executor,
  viewer: Viewer | null,
  region: RegionChoice,
  serviceId: string,
  day: string,
  chosenStartText: string | null,
  now: Date,
  alone: BookingResume,
): Promise<BookingResume> {
  if (!isCalendarDay(day)) return alone;
  let found: Awaited<ReturnType<typeof getAvailableSlots>>;
  try {
    found = await getAvailableSlots(db, viewer, { serviceId, day, ...region }, now);
  } catch (err) {
    if (isAppError(err)) return alone;
    throw err;
  }
  if (!found.slots.some((slot) => slot.available)) return alone;
  const start = chosenStartText ? chosenStart.safeParse(chosenStartText) : null;
  const chosenTime = start?.success ? start.data.getTime() : Number.NaN;
  const free = found.slots.find((slot) => slot.available && slot.start.getTime() === chosenTime);
  return {
    serviceId,
    day,
    start: free ? free.start.toISOString() : null,
    times: {
      note: found.note,
      slots: found.slots.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        available: slot.available,
        reason: slot.reason,
        payment: slot.payment,
      })),
    },
  };
}
