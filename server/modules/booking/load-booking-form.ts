import { eq } from "drizzle-orm";
import type { RegionChoice } from "../../../domain/region";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Viewer } from "../accounts/viewer";
import { listServices, type ServiceOffer } from "../catalogue/list-services";
import { listMyPlans } from "../plans/list-my-plans";

export interface BookingForm {
  services: ServiceOffer[];
  /** The details form is pre-filled from the profile (spec 000 §2.10). */
  prefill: { firstName: string; lastName: string; email: string; phone: string };
  /** Active plans with sessions left, so the page can offer "use a plan session". */
  credits: { name: string; remainingSessions: number; expiresAt: string }[];
}

/** What the booking page needs to start: the region's services, the client's details and plan credits. */
export async function loadBookingForm(db: Executor, viewer: Viewer, region: RegionChoice): Promise<BookingForm> {
  const [services, [profile], plans] = await Promise.all([
    listServices(db, region),
    db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, viewer.userId)),
    listMyPlans(db, viewer),
  ]);
  return {
    services,
    prefill: {
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      email: viewer.email,
      phone: profile?.phone ?? "",
    },
    credits: plans
      .filter((plan) => plan.status === "active" && plan.remainingSessions > 0 && plan.expiresAt > new Date())
      .map((plan) => ({
        name: plan.name,
        remainingSessions: plan.remainingSessions,
        expiresAt: plan.expiresAt.toISOString(),
      })),
  };
}
