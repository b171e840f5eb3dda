import type { Currency } from "@domain/enums";
import { CalendarCheck, MapPin } from "lucide-react";
import { BuyGiftDialog, type GiftPurchaseContext } from "./buy-gift-dialog";
import {
  anyAmountLabel,
  type GiftItem,
  giftIllustration,
  priceLines,
  usedInLabel,
  validityLabel,
} from "./gift-display";

const CATEGORY_LABEL: Record<string, string> = { therapy: "Therapy", experience: "Experience" };

export function GiftCard({
  item,
  currency,
  purchase,
  eager,
}: {
  item: GiftItem;
  currency: Currency;
  purchase: GiftPurchaseContext;
  /** The first cards are above the fold on a phone: load their pictures at once. */
  eager: boolean;
}) {
  const headingId = `gift-${item.id}`;
  const lines = priceLines(item, currency);
  // A session offered in one place only (walk therapy in Accra, yoga online from abroad) says so.
  const onlyIn = item.kind === "service" && lines.length === 1 ? lines[0]?.region : undefined;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <img
          src={giftIllustration(item.image)}
          alt=""
          width={320}
          height={180}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[16/9] w-full bg-brand-50 object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <div className="flex flex-wrap gap-2 text-xs font-medium">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
              {CATEGORY_LABEL[item.category] ?? item.category}
            </span>
            {onlyIn ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-1 text-stone-800">
                <MapPin aria-hidden className="size-3" />
                Used {usedInLabel(onlyIn)} only
              </span>
            ) : null}
          </div>
          <h3 id={headingId} className="mt-3 font-serif text-xl text-brand-900">
            {item.name}
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{item.description}</p>
          <ul className="mt-4 space-y-1 text-sm text-stone-700" data-testid="gift-price">
            {lines.map((line) => (
              <li key={line.region}>
                {line.label}: <span className="text-lg font-semibold text-stone-900">{line.price}</span>
              </li>
            ))}
            <li className={lines.length > 0 ? "text-stone-600" : "text-lg font-semibold text-stone-900"}>
              {lines.length > 0 ? `Or ${anyAmountLabel(currency).toLowerCase()}` : anyAmountLabel(currency)}
            </li>
          </ul>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-stone-600">
            <CalendarCheck aria-hidden className="size-4" />
            {validityLabel(item.validMonths)}
          </p>
          <div className="mt-5">
            <BuyGiftDialog item={item} purchase={purchase} />
          </div>
        </div>
      </article>
    </li>
  );
}
