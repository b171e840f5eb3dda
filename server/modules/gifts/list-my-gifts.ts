import type { Region } from "@domain/enums";
import { giftValidUntil } from "@domain/gift-admin";
import { GIFT_REGION_NOTE, giftRefusal } from "@domain/gift-certificates";
import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { giftCertificates, giftProducts, giftRedemptions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, desc, eq, inArray, isNull, min } from "drizzle-orm";

/**
 * A certificate the viewer bought, as its buyer may see it: for whom, what, when it is (or was)
 * delivered, until when it is valid, and whether it has been used. Never which sessions it paid,
 * with whom, nor what is left of it: that is the recipient's.
 */
export interface GiftGiven {
  id: string;
  recipientName: string;
  what: string;
  /** The delivery day she chose, written out ("12 December 2026"). */
  deliveryDay: string;
  /** Whether its e-mail has gone (its delivery moment has passed). */
  delivered: boolean;
  expires: string;
  /** The day it was first spent on a booking (in the viewer's zone), or null when it has not been. */
  firstUsedOn: string | null;
  /** Withdrawn by the practice (a refund, say). */
  cancelled: boolean;
}

export type GiftState = "usable" | "used" | "expired" | "void";

/** A certificate the viewer holds (claimed with its code, or spent first): what it pays and what is left. */
export interface GiftHeld {
  id: string;
  /** Its last four symbols, as "…-2HVD": the code itself is never kept. */
  hint: string;
  what: string;
  /** What is left, in its currency; for a session certificate, whether its session is still to take. */
  balance: string;
  expires: string;
  state: GiftState;
}

export interface MyGifts {
  given: GiftGiven[];
  held: GiftHeld[];
}

type Row = Pick<
  typeof giftCertificates.$inferSelect,
  "kind" | "serviceRegion" | "faceValue" | "currency" | "status" | "balance" | "expiresAt"
> & { productName: string };

/** What a certificate pays, in words: a session of its kind where it is used, or its value. */
function giftWhat(row: Row): string {
  if (row.kind === "service" && row.serviceRegion) {
    return `${row.productName} (${GIFT_REGION_NOTE[row.serviceRegion as Region]})`;
  }
  return `${row.productName}: ${formatMoney(row.faceValue, row.currency)}`;
}

function giftBalance(row: Row, state: GiftState): string {
  if (row.kind === "service") return row.balance > 0 && state !== "void" ? "One session" : "Nothing left";
  return `${formatMoney(row.balance, row.currency)} of ${formatMoney(row.faceValue, row.currency)}`;
}

/**
 * The portal's Gifts page: the certificates the viewer gave, and those she holds. Anyone signed
 * in sees only her own: rows she bought (buyer) or claimed (holder). Dates are in her zone.
 */
export async function listMyGifts(db: Executor, viewer: Viewer, now: Date = new Date()): Promise<MyGifts> {
  const zone = usableZone(viewer.timezone);
  const day = (at: Date) => formatLongDate(at, zone);
  const columns = {
    id: giftCertificates.id,
    codeHint: giftCertificates.codeHint,
    kind: giftCertificates.kind,
    serviceRegion: giftCertificates.serviceRegion,
    faceValue: giftCertificates.faceValue,
    balance: giftCertificates.balance,
    currency: giftCertificates.currency,
    status: giftCertificates.status,
    recipientName: giftCertificates.recipientName,
    deliverOn: giftCertificates.deliverOn,
    deliverAt: giftCertificates.deliverAt,
    expiresAt: giftCertificates.expiresAt,
    productName: giftProducts.name,
  };
  const [bought, claimed] = await Promise.all([
    db
      .select(columns)
      .from(giftCertificates)
      .innerJoin(giftProducts, eq(giftProducts.id, giftCertificates.productId))
      .where(eq(giftCertificates.buyerId, viewer.userId))
      .orderBy(desc(giftCertificates.issuedAt)),
    db
      .select(columns)
      .from(giftCertificates)
      .innerJoin(giftProducts, eq(giftProducts.id, giftCertificates.productId))
      .where(eq(giftCertificates.claimedBy, viewer.userId))
      .orderBy(desc(giftCertificates.claimedAt)),
  ]);
  const firstUse = await firstRedemptions(
    db,
    bought.map((row) => row.id),
  );
  return {
    given: bought.map((row) => {
      const used = firstUse.get(row.id);
      return {
        id: row.id,
        recipientName: row.recipientName,
        what: giftWhat(row),
        deliveryDay: formatLongDate(new Date(`${row.deliverOn}T12:00:00Z`), "UTC"),
        delivered: row.deliverAt.getTime() <= now.getTime(),
        expires: giftValidUntil(row.expiresAt, zone),
        firstUsedOn: used ? day(used) : null,
        cancelled: row.status === "void",
      };
    }),
    held: claimed.map((row) => {
      const state: GiftState = giftRefusal(row, now) ?? "usable";
      return {
        id: row.id,
        hint: `…-${row.codeHint}`,
        what: giftWhat(row),
        balance: giftBalance(row, state),
        expires: giftValidUntil(row.expiresAt, zone),
        state,
      };
    }),
  };
}

/** When each certificate was first spent on a booking that still holds it (given back ones do not count). */
async function firstRedemptions(db: Executor, certificateIds: string[]): Promise<Map<string, Date>> {
  if (certificateIds.length === 0) return new Map();
  const rows = await db
    .select({ certificateId: giftRedemptions.certificateId, first: min(giftRedemptions.createdAt) })
    .from(giftRedemptions)
    .where(and(inArray(giftRedemptions.certificateId, certificateIds), isNull(giftRedemptions.releasedAt)))
    .groupBy(giftRedemptions.certificateId);
  return new Map(rows.flatMap((row) => (row.first ? [[row.certificateId, new Date(row.first)] as const] : [])));
}
