/**
 * Which credit pays for a booking: a session left on a bought support plan or therapy-journey
 * package, the two kinds under one rule (spec 000 §4 "A package ... makes the booking free", §5 "A
 * package is matched to the chosen service by service type, falling back to a mapped type, then to
 * a hybrid plan; it needs remaining sessions above 0").
 */
import type { PlanSessionType, ServiceCategory } from "./enums";
import { formatLongDate } from "./long-date";

/** A plan pays for sessions of any length; a package for sessions up to its own length. */
export type CreditKind = "plan" | "package";

export interface PlanCredit {
  id: string;
  sessionType: PlanSessionType;
  /** A package's session length in minutes: it pays only for services no longer. Null (a plan): any length. */
  sessionMinutes: number | null;
  remainingSessions: number;
  expiresAt: Date;
  status: string;
}

export interface CreditService {
  category: ServiceCategory;
  planSessionType: PlanSessionType | null;
  durationMinutes: number;
}

/** The service's category as a teletherapy plan type: the "mapped type" of §5. */
const MAPPED_TYPE: Readonly<Record<ServiceCategory, PlanSessionType | null>> = Object.freeze({
  individual: "individual_teletherapy",
  walking: "individual_teletherapy",
  yoga: "individual_teletherapy",
  couples: "couples_teletherapy",
  family: "couples_teletherapy",
  // Coaching is not therapy: no plan or package pays for it.
  coaching: null,
});

/** A hybrid plan is one person's sessions (3 in person, 3 online), so it never pays for couples or family. */
const HYBRID_CATEGORIES: readonly ServiceCategory[] = ["individual", "walking", "yoga"];

/**
 * The list of plan session types tried in order for a service (exposed for tests and for what the
 * booking page offers). Empty for coaching, whatever type the service carries: no credit pays for it.
 */
export function creditMatchOrder(service: Pick<CreditService, "category" | "planSessionType">): PlanSessionType[] {
  if (MAPPED_TYPE[service.category] === null) return [];
  const hybridAllowed = HYBRID_CATEGORIES.includes(service.category);
  const order: PlanSessionType[] = [];
  for (const type of [service.planSessionType, MAPPED_TYPE[service.category], "hybrid" as const]) {
    if (type === null || order.includes(type)) continue;
    if (type === "hybrid" && !hybridAllowed) continue;
    order.push(type);
  }
  return order;
}

/** The length rule: a package of 50-minute sessions never pays for an 80-minute one; a plan pays any length. */
export function coversLength(credit: Pick<PlanCredit, "sessionMinutes">, durationMinutes: number): boolean {
  return credit.sessionMinutes === null || durationMinutes <= credit.sessionMinutes;
}

function usable(credit: PlanCredit, now: Date): boolean {
  return credit.status === "active" && credit.remainingSessions > 0 && credit.expiresAt.getTime() > now.getTime();
}

/** Soonest expiry first so no session is lost to expiry; then fewest remaining; then id, for one stable answer. */
function spendFirst(a: PlanCredit, b: PlanCredit): number {
  const byExpiry = a.expiresAt.getTime() - b.expiresAt.getTime();
  if (byExpiry !== 0) return byExpiry;
  const byRemaining = a.remainingSessions - b.remainingSessions;
  if (byRemaining !== 0) return byRemaining;
  if (a.id === b.id) return 0;
  // Code-unit order, not localeCompare: the same answer on every server and browser.
  return a.id < b.id ? -1 : 1;
}

/**
 * Spec 000 §5: a plan or package pays for a service matched by the service's own plan session type,
 * then a mapped type, then a hybrid plan; only active, unexpired (expiresAt > now) credits with
 * remainingSessions > 0, and only those whose session length covers the service's (coversLength).
 * Mapped type: the service's category as a teletherapy plan type (individual, walking, yoga ->
 * individual_teletherapy; couples, family -> couples_teletherapy); coaching has none, and no credit
 * pays for it. Hybrid credits only pay for individual-category services (individual, walking, yoga).
 * Within one matching level, the credit expiring soonest is used first (then fewest remaining, then
 * id, so the choice is deterministic).
 */
export function pickPlanCredit<C extends PlanCredit>(
  credits: readonly C[],
  service: CreditService,
  now: Date,
): C | null {
  const candidates = credits.filter((credit) => usable(credit, now) && coversLength(credit, service.durationMinutes));
  for (const type of creditMatchOrder(service)) {
    const level = candidates.filter((credit) => credit.sessionType === type).sort(spendFirst);
    if (level[0]) return level[0];
  }
  return null;
}

/** A credit as people name it: "6 Session Teletherapy package", "Steady Growth plan" (never "... Package package"). */
export function creditName(credit: { name: string; kind: CreditKind }): string {
  const name = credit.name.trim();
  return name.toLowerCase().endsWith(` ${credit.kind}`) ? name : `${name} ${credit.kind}`;
}

const sessions = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;

/** "6 Session Teletherapy package: 4 of 6 sessions left, until 12 May 2027" (the date in `timeZone`). */
export function creditSummary(
  credit: { name: string; kind: CreditKind; remainingSessions: number; totalSessions: number; expiresAt: Date },
  timeZone: string,
): string {
  const left = `${credit.remainingSessions} of ${sessions(credit.totalSessions)} left`;
  return `${creditName(credit)}: ${left}, until ${formatLongDate(credit.expiresAt, timeZone)}`;
}

/**
 * What the booking says of the credit that pays, with what it keeps once this session is taken:
 * "Paid by your 6 Session Teletherapy package — 4 sessions left after this one".
 */
export function paidByCreditText(credit: { name: string; kind: CreditKind }, leftAfter: number): string {
  return `Paid by your ${creditName(credit)} — ${sessions(Math.max(leftAfter, 0))} left after this one`;
}
