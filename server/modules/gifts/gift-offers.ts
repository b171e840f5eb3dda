import type { Currency, Region, ServiceCategory } from "@domain/enums";
import { serviceGiftPrice } from "@domain/gift-certificates";
import { priceIn } from "@domain/pricing";
import type { Executor } from "@server/db/client";
import { giftProducts, services } from "@server/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";

export type GiftProductRow = typeof giftProducts.$inferSelect;

/** A product as a buyer in `currency` sees it: a session where it will be used, or an amount. */
export interface GiftOffer {
  productId: string;
  name: string;
  description: string;
  category: string;
  image: string | null;
  /** service: pays one session of `serviceCategory`; amount: the buyer chooses the value. */
  kind: "service" | "amount";
  serviceCategory: ServiceCategory | null;
  /** What one session costs the buyer, by where it will be used; absent where none is offered. */
  prices: Partial<Record<Region, number>>;
  currency: Currency;
  validMonths: number;
}

/** The currency a region's catalogue prices a session in for this buyer: cedis in Accra; abroad hers, or dollars. */
function sourceCurrency(region: Region, buyerCurrency: Currency): Currency {
  if (region === "local") return "GHS";
  return buyerCurrency === "GHS" ? "USD" : buyerCurrency;
}

/**
 * The lowest price of a session of `category` offered in `region`, as the buyer would pay it
 * (serviceGiftPrice), or null when the practice offers no such session there (walk therapy
 * abroad, yoga in Accra).
 */
export async function sessionGiftPrice(
  db: Executor,
  category: ServiceCategory,
  region: Region,
  buyerCurrency: Currency,
): Promise<number | null> {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.isActive, true),
        eq(services.category, category),
        inArray(services.availability, [region, "both"]),
      ),
    );
  const source = sourceCurrency(region, buyerCurrency);
  const prices = rows.map((row) => priceIn(row, source)).filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  return serviceGiftPrice({ price: Math.min(...prices), currency: source }, buyerCurrency);
}

export async function giftOfferOf(db: Executor, row: GiftProductRow, currency: Currency): Promise<GiftOffer> {
  const category = (row.serviceCategory as ServiceCategory | null) ?? null;
  const prices: Partial<Record<Region, number>> = {};
  if (category) {
    for (const region of ["local", "international"] as const) {
      const price = await sessionGiftPrice(db, category, region, currency);
      if (price !== null) prices[region] = price;
    }
  }
  return {
    productId: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    image: row.image,
    kind: category ? "service" : "amount",
    serviceCategory: category,
    prices,
    currency,
    validMonths: row.validMonths,
  };
}

/** Every active product as a buyer paying in `currency` is offered it. */
export async function listGiftOffers(db: Executor, currency: Currency): Promise<GiftOffer[]> {
  const rows = await db
    .select()
    .from(giftProducts)
    .where(eq(giftProducts.isActive, true))
    .orderBy(asc(giftProducts.sortOrder));
  return Promise.all(rows.map((row) => giftOfferOf(db, row, currency)));
}
