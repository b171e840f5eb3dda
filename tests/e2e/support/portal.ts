import { type APIRequestContext, expect } from "@playwright/test";
import { PRACTICE_TIME_ZONE } from "../../../domain/slots";
import { dayInZone, dayOfWeek } from "../../../domain/zone-time";
import { apiAs, type Credentials, DEMO } from "./accounts";

// "A new client with a therapist", for the portal specs: signed up through the sign-up action,
// then a session booked through the booking engine (a bank transfer, so the director holds the
// slot and becomes the client's therapist). No demo row is changed.

export const DAY_MS = 86_400_000;
const INTERNATIONAL_SERVICE = "intl-individual-50";

/**
 * A practice-calendar weekday at least `offset` days ahead on which clients can book: the demo
 * therapists work Monday to Friday, the practice's office hours close Friday.
 */
export function weekdayAhead(offset: number, from = Date.now()): string {
  let day = dayInZone(new Date(from + offset * DAY_MS), PRACTICE_TIME_ZONE);
  while ([0, 5, 6].includes(dayOfWeek(day))) day = dayInZone(new Date(Date.parse(day) + DAY_MS), PRACTICE_TIME_ZONE);
  return day;
}

export interface PortalClient {
  credentials: Credentials;
  firstName: string;
  lastName: string;
  /** An HTTP client holding the client's sign-in. */
  api: APIRequestContext;
}

/** A new international client; `email` makes the address unique to the spec and run. */
export async function signUpClient(
  baseURL: string,
  who: { firstName: string; lastName: string; email: string; region?: "local" | "international"; currency?: string },
): Promise<PortalClient> {
  const credentials = { email: who.email, password: "secret-2026" };
  const region = who.region ?? "international";
  const currency = who.currency ?? (region === "local" ? "GHS" : "USD");
  const api = await apiAs(baseURL, null, `${region}.${currency}`);
  const response = await api.post("/auth", {
    form: { intent: "signup", firstName: who.firstName, lastName: who.lastName, ...credentials, region, currency },
  });
  expect(response.status(), "sign-up").toBe(200);
  return { credentials, firstName: who.firstName, lastName: who.lastName, api };
}

/** Books the first free time some weeks ahead; the booking engine gives a new client the director. */
export async function bookSession(client: PortalClient, phone: string) {
  for (let offset = 30 + Math.floor(Math.random() * 30); offset < 120; offset += 1) {
    const day = new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const slots = await client.api.get(`/api/booking/slots?serviceId=${INTERNATIONAL_SERVICE}&day=${day}`);
    const free = ((await slots.json()) as { slots?: { start: string; available: boolean }[] }).slots?.find(
      (slot) => slot.available,
    );
    if (!free) continue;
    const booked = await client.api.post("/book", {
      form: {
        serviceId: INTERNATIONAL_SERVICE,
        start: free.start,
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.credentials.email,
        phone,
        timezone: "UTC",
      },
    });
    if (booked.status() === 200) return;
    // Taken meanwhile by another test: try the next day; anything else is a real failure.
    expect(booked.status(), `booking ${free.start}`).toBe(409);
  }
  throw new Error("no free time to book in the next months");
}

/** The client's "Download my data" export, read with their sign-in. */
export async function exportOf<T>(api: APIRequestContext): Promise<T> {
  const response = await api.get("/api/portal/export");
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The admin marks the client's bank transfer received: her booking is confirmed and its session hers. */
export async function confirmTransfer(baseURL: string, client: PortalClient) {
  const { bookings } = await exportOf<{ bookings: { paymentReference: string | null }[] }>(client.api);
  const admin = await apiAs(baseURL, DEMO.admin);
  const received = await admin.post("/admin-dashboard?index", {
    form: { intent: "mark-transfer-received", reference: bookings[0]?.paymentReference ?? "" },
  });
  expect(received.status(), "transfer marked received").toBe(200);
  await admin.dispose();
}
