import type { Executor } from "@server/db/client";
import { giftProducts } from "@server/db/schema";
import { asc, eq } from "drizzle-orm";

export type GiftProduct = typeof giftProducts.$inferSelect;

/** What the gift page offers; prices are converted for display by domain/gifts. */
export async function listGiftProducts(db: Executor): Promise<GiftProduct[]> {
  return db.select().from(giftProducts).where(eq(giftProducts.isActive, true)).orderBy(asc(giftProducts.sortOrder));
}
