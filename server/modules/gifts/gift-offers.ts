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

/** What a session's gift price is read from: an active service of the catalogue. */
type SessionRow = Pick<
  typeof services.$inferSelect,
  "category" | "availability" | "priceGhs" | "priceUsd" | "priceGbp" | "priceEur"
>;

/** The currency a region's catalogue prices a session in for this buyer: cedis in Accra; abroad hers, or dollars. */
function sourceCurrency(region: Region, buyerCurrency: Currency): Currency {
  if (region === "local") return "GHS";
  return buyerCurrency === "GHS" ? "USD" : buyerCurrency;
}

/**
 * The lowest price of a session of `category` among `rows` offered in `region`, as the buyer
 * would pay it (serviceGiftPrice), or null when the practice offers no such session there.
 */
function lowestGiftPrice(
  rows: readonly SessionRow[],
  category: ServiceCategory,
  region: Region,
  buyerCurrency: Currency,
): number | null {
  const source = sourceCurrency(region, buyerCurrency);
  const prices = rows
    .filter((row) => row.category === category && (row.availability === region || row.availability === "both"))
    .map((row) => priceIn(row, source))
    .filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  return serviceGiftPrice({ price: Math.min(...prices), currency: source }, buyerCurrency);
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
  return lowestGiftPrice(rows, category, region, buyerCurrency);
}

function giftOfferOf(row: GiftProductRow, sessions: readonly SessionRow[], currency: Currency): GiftOffer {
  const category = (row.serviceCategory as ServiceCategory | null) ?? null;
  const prices: Partial<Record<Region, number>> = {};
  if (category) {
    for (const region of ["local", "international"] as const) {
      const price = lowestGiftPrice(sessions, category, region, currency);
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

/**
 * Every active product as a buyer paying in each of `currencies` is offered it, priced the way
 * the checkout prices it (two reads, whatever the number of products and currencies).
 */
export async function listGiftOffersIn<C extends Currency>(
  db: Executor,
  currencies: readonly C[],
): Promise<Record<C, GiftOffer[]>> {
  const [rows, sessions] = await Promise.all([
    db.select().from(giftProducts).where(eq(giftProducts.isActive, true)).orderBy(asc(giftProducts.sortOrder)),
    db.select().from(services).where(eq(services.isActive, true)),
  ]);
  return Object.fromEntries(
    currencies.map((currency) => [currency, rows.map((row) => giftOfferOf(row, sessions, currency))]),
  ) as Record<C, GiftOffer[]>;
}

/** Every active product as a buyer paying in `currency` is offered it. */
export async function listGiftOffers(db: Executor, currency: Currency): Promise<GiftOffer[]> {
  return (await listGiftOffersIn(db, [currency]))[currency];
}
