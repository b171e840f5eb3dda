import { currenciesOf } from "@domain/analytics";
import { firstExtensionDay, GIFT_ADMIN_TEXT, giftKindLabel, giftLastMoment, giftValidUntil } from "@domain/gift-admin";
import { formatMoney } from "@domain/money";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import {
  extendGiftCertificate,
  type GiftCertificateList,
  listGiftCertificates,
  resendGiftCertificate,
  voidGiftCertificate,
} from "@server/modules/gifts";
import { failure, readForm } from "~/lib/action-result";
import { listPage } from "~/lib/list-page";
import type { GiftRowView, GiftsTabView } from "./gift-view";

/** "25 Nov 2026": a list's day, short enough for three to a cell. */
const shortDay = (at: Date, zone: string) =>
  at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: zone });

const QUERY_NAMES = ["status", "q"] as const;

function outstandingText(amounts: GiftCertificateList["figures"]["outstanding"]): string {
  const held = currenciesOf([amounts]).filter((currency) => (amounts[currency] ?? 0) > 0);
  return held.length ? held.map((currency) => formatMoney(amounts[currency] ?? 0, currency)).join(" + ") : "None";
}

/** The Gift certificates tab: the figures, then the list filtered by ?status= and ?q=, a ?page= at a time. */
export async function loadGifts(viewer: Viewer, params: URLSearchParams): Promise<GiftsTabView> {
  const now = new Date();
  const zone = usableZone(viewer.timezone);
  const list = await listGiftCertificates(
    await getDb(),
    viewer,
    { status: params.get("status"), q: params.get("q"), page: params.get("page") },
    { now },
  );
  const applied = { status: list.filters.state, q: list.filters.search };
  const query = new URLSearchParams(QUERY_NAMES.flatMap((name) => (applied[name] ? [[name, applied[name]]] : [])));
  const { figures } = list;
  return {
    ...listPage({ ...list, search: list.filters.search }),
    state: list.filters.state,
    query: query.toString(),
    figures: { ...figures, outstanding: outstandingText(figures.outstanding) },
    certificates: list.certificates.map(
      (cert): GiftRowView => ({
        id: cert.id,
        codeHint: cert.codeHint,
        productName: cert.productName,
        paysFor: giftKindLabel(cert),
        buyerName: cert.buyerName,
        buyerEmail: cert.buyerEmail,
        recipientName: cert.recipientName,
        recipientEmail: cert.recipientEmail,
        faceValue: formatMoney(cert.faceValue, cert.currency),
        balance: formatMoney(cert.balance, cert.currency),
        currency: cert.currency,
        issued: shortDay(cert.issuedAt, zone),
        delivery: shortDay(cert.deliverAt, zone),
        deliveryPending: cert.deliverAt.getTime() > now.getTime(),
        // The last day in the practice's calendar, as an extension names it.
        validUntil: shortDay(giftLastMoment(cert.expiresAt), PRACTICE_TIME_ZONE),
        state: cert.state,
        voidReason: cert.voidReason,
        claimed: cert.claimed,
        redemptions: cert.redemptions.map((r, i) => ({
          id: `${cert.id}-${i}`,
          when: shortDay(r.at, zone),
          whenIso: r.at.toISOString(),
          amount: formatMoney(r.amount, cert.currency),
          covered: formatMoney(r.covered, r.coveredCurrency),
        })),
        canVoid: cert.state !== "void",
        canExtend: cert.state !== "void",
        canResend: cert.state === "active",
        extendFrom: firstExtensionDay(cert.expiresAt, now),
      }),
    ),
  };
}

const FALLBACK = {
  void: GIFT_ADMIN_TEXT.voidError,
  extend: GIFT_ADMIN_TEXT.extendError,
  resend: GIFT_ADMIN_TEXT.resendError,
};

/** intent "void" (with its reason), "extend" (with the new last day) or "resend". */
export async function giftsAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  const intent = form.intent;
  try {
    const db = await getDb();
    if (intent === "void") {
      const done = await voidGiftCertificate(db, viewer, form);
      return {
        ok: true as const,
        title: GIFT_ADMIN_TEXT.voided,
        description: `The certificate ending ${done.codeHint} can no longer be used.`,
      };
    }
    if (intent === "extend") {
      const done = await extendGiftCertificate(db, viewer, form);
      return {
        ok: true as const,
        title: GIFT_ADMIN_TEXT.extended,
        description: `The certificate ending ${done.codeHint} is now valid until ${giftValidUntil(done.expiresAt, PRACTICE_TIME_ZONE)}.`,
      };
    }
    if (intent === "resend") {
      const done = await resendGiftCertificate(db, viewer, form);
      return {
        ok: true as const,
        title: GIFT_ADMIN_TEXT.resent,
        description: `A new code ending ${done.codeHint} is on its way to the recipient; the old code no longer works.`,
      };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, intent === "extend" || intent === "resend" ? FALLBACK[intent] : FALLBACK.void);
  }
}
