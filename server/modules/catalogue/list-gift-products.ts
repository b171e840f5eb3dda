import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { giftProducts } from "../../db/schema";

export type GiftProduct = typeof giftProducts.$inferSelect;

/** What the gift page offers; prices are converted for display by domain/gifts. */
export async function listGiftProducts(db: Executor): Promise<GiftProduct[]> {
  return db.select().from(giftProducts).where(eq(giftProducts.isActive, true)).orderBy(asc(giftProducts.sortOrder));
}
