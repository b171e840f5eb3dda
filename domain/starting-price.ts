/**
 * "From" prices for marketing cards: a card such as "Couples Therapy" stands for several
 * catalogue sessions (online, in person, 60 or 90 minutes), and the honest figure to show
 * is the cheapest one the visitor can actually book in their region and currency.
 */

/** The fields of a priced catalogue offer these rules need (server rows carry more). */
export interface PricedOffer {
  category: string;
  /** Minor units, in the visitor's currency. */
  price: number;
}

/**
 * The cheapest offer in any of `categories`, or null when none is sold in the region.
 * Ties keep catalogue order, so the shorter standard session wins over an equal-priced one listed later.
 */
export function cheapestOffer<T extends PricedOffer>(offers: readonly T[], categories: readonly string[]): T | null {
  let best: T | null = null;
  for (const offer of offers) {
    if (!categories.includes(offer.category)) continue;
    if (best === null || offer.price < best.price) best = offer;
  }
  return best;
}
