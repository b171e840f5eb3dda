import { SERVICE_NOT_OFFERED } from "@domain/booking-messages";
import type { Currency, PlanSessionType, Region, ServiceCategory } from "@domain/enums";
import { priceIn } from "@domain/pricing";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { services } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { eq } from "drizzle-orm";

export type ServiceRow = typeof services.$inferSelect;

export interface BookableService {
  row: ServiceRow;
  category: ServiceCategory;
  planSessionType: PlanSessionType | null;
  /** One session in the visitor's currency, minor units: the only price a booking is charged. */
  price: number;
  currency: Currency;
}

const serviceById = preparedQuery("bookable_service", (db) =>
  db
    .select()
    .from(services)
    .where(eq(services.id, param("id"))),
);

/**
 * An active service offered in the visitor's region (spec 000 §9: Walk Therapy and in-person
 * only for local), priced by the catalogue. Anything else, including an id that does not exist,
 * is refused with the same message.
 */
export async function loadBookableService(
  db: Executor,
  serviceId: string,
  choice: { region: Region; currency: Currency },
): Promise<BookableService> {
  const [row] = await serviceById(db).execute({ id: serviceId });
  const offered = row?.isActive && (row.availability === choice.region || row.availability === "both");
  const price = row && offered ? priceIn(row, choice.currency) : null;
  if (!row || price === null)
    throw new AppError("bad_request", SERVICE_NOT_OFFERED, { serviceId: SERVICE_NOT_OFFERED });
  return {
    row,
    category: row.category as ServiceCategory,
    planSessionType: (row.planSessionType as PlanSessionType | null) ?? null,
    price,
    currency: choice.currency,
  };
}
