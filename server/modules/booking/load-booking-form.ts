import type { PlanSessionType, ServiceCategory } from "@domain/enums";
import { creditMatchOrder } from "@domain/plan-credits";
import type { RegionChoice } from "@domain/region";
import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts/viewer";
import { listServices, type ServiceOffer } from "@server/modules/catalogue/list-services";
import { listMyPlans } from "@server/modules/plans/list-my-plans";
import { eq } from "drizzle-orm";

export interface BookingForm {
  services: ServiceOffer[];
  /** The details form is pre-filled from the profile (spec 000 §2.10). */
  prefill: { firstName: string; lastName: string; email: string; phone: string };
  /**
   * Per service id, the client's active plans with sessions left that can pay for it (spec 000
   * §5's matching), so the page offers "use a plan session" only where the server would accept it.
   */
  credits: Record<string, { name: string; remainingSessions: number; expiresAt: string }[]>;
}

/** What the booking page needs to start: the region's services, the client's details and plan credits. */
export async function loadBookingForm(
  db: Executor,
  viewer: Viewer,
  region: RegionChoice,
  now: Date = new Date(),
): Promise<BookingForm> {
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
    credits: Object.fromEntries(
      services.map((service) => {
        const order = creditMatchOrder({
          category: service.category as ServiceCategory,
          planSessionType: service.planSessionType as PlanSessionType | null,
        });
        const usable = plans.filter(
          (plan) =>
            plan.status === "active" &&
            plan.remainingSessions > 0 &&
            plan.expiresAt > now &&
            order.includes(plan.sessionType),
        );
        return [
          service.id,
          usable.map((plan) => ({
            name: plan.name,
            remainingSessions: plan.remainingSessions,
            expiresAt: plan.expiresAt.toISOString(),
          })),
        ];
      }),
    ),
  };
}
