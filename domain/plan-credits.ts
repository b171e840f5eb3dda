/**
 * Which bought support plan pays for a booking (spec 000 §4 "A package ... makes the booking free", §5 "A package
 * is matched to the chosen service by service type, falling back to a mapped type, then to a hybrid plan").
 */
import type { PlanSessionType, ServiceCategory } from "./enums";

export interface PlanCredit {
  id: string;
  sessionType: PlanSessionType;
  remainingSessions: number;
  expiresAt: Date;
  status: string;
}

export interface CreditService {
  category: ServiceCategory;
  planSessionType: PlanSessionType | null;
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

/** The list of plan session types tried in order for a service (exposed for the server's query and for tests). */
export function creditMatchOrder(service: CreditService): PlanSessionType[] {
  const hybridAllowed = HYBRID_CATEGORIES.includes(service.category);
  const order: PlanSessionType[] = [];
  for (const type of [service.planSessionType, MAPPED_TYPE[service.category], "hybrid" as const]) {
    if (type === null || order.includes(type)) continue;
    if (type === "hybrid" && !hybridAllowed) continue;
    order.push(type);
  }
  return order;
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
 * Spec 000 §5: a plan pays for a service matched by the service's own plan session type, then a mapped type,
 * then a hybrid plan; only active, unexpired (expiresAt > now) plans with remainingSessions > 0.
 * Mapped type: the service's category as a teletherapy plan type (individual, walking, yoga ->
 * individual_teletherapy; couples, family -> couples_teletherapy). Hybrid plans only pay for individual-category
 * services (individual, walking, yoga). Within one matching level, the plan expiring soonest is used first
 * (then fewest remaining, then id, so the choice is deterministic).
 */
export function pickPlanCredit(credits: readonly PlanCredit[], service: CreditService, now: Date): PlanCredit | null {
  const candidates = credits.filter((credit) => usable(credit, now));
  for (const type of creditMatchOrder(service)) {
    const level = candidates.filter((credit) => credit.sessionType === type).sort(spendFirst);
    if (level[0]) return level[0];
  }
  return null;
}
