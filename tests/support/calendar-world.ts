// Test support for the Google Calendar sync (not a test itself): dependencies pointed at the
// stand-in Google of ./fake-google.ts, and the consent flow as a browser would go through it.
import type { Database } from "@server/db/client";
import { secretBox } from "@server/lib/secret-box";
import type { Viewer } from "@server/modules/accounts";
import { completeCalendarConnect, startCalendarConnect } from "@server/modules/calendar-sync";
import type { CalendarDeps } from "@server/modules/calendar-sync/calendar-deps";
import { type BookingWorld, openBookingWorld } from "./booking-world";
import { type FakeGoogle, startFakeGoogle } from "./fake-google";
import { insertViewer, viewerFor } from "./payments-world";

export const TEST_CALENDAR_KEY = "test-calendar-key-of-at-least-32-characters";

export function calendarDepsFor(fake: FakeGoogle, key = TEST_CALENDAR_KEY): CalendarDeps {
  return {
    google: {
      clientId: "test-client-id",
      clientSecret: "test-client-secret",
      oauthBaseUrl: fake.url,
      tokenBaseUrl: fake.url,
      apiBaseUrl: fake.url,
      redirectUri: "http://localhost:3000/api/google-calendar/callback",
    },
    box: secretBox(key),
    notificationsUrl: null,
    googleMeet: false,
  };
}

/** Follows the consent page (the stand-in approves at once) and answers with the callback's query. */
export async function consent(deps: CalendarDeps, viewer: Viewer): Promise<{ code: string; state: string }> {
  const answer = await fetch(startCalendarConnect(deps, viewer), { redirect: "manual" });
  const back = new URL(answer.headers.get("location") ?? "");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

export async function connectGoogle(db: Database, deps: CalendarDeps, viewer: Viewer) {
  return completeCalendarConnect(db, deps, viewer, await consent(deps, viewer));
}

/** The booking world with the stand-in Google, its therapist's calendar connected, and an admin. */
export interface ConnectedCalendarWorld extends BookingWorld {
  fake: FakeGoogle;
  /** The calendar module's dependencies, pointed at the stand-in. */
  calendar: CalendarDeps;
  therapist: Viewer;
  admin: Viewer;
}

export async function openConnectedCalendarWorld(): Promise<ConnectedCalendarWorld> {
  const world = await openBookingWorld();
  const fake = await startFakeGoogle();
  const deps = calendarDepsFor(fake);
  const therapist = await viewerFor(world.db, world.therapistId);
  const admin = await insertViewer(world.db, { role: "admin" });
  await connectGoogle(world.db, deps, therapist);
  return {
    ...world,
    fake,
    calendar: deps,
    therapist,
    admin,
    async close() {
      await fake.close();
      await world.close();
    },
  };
}
