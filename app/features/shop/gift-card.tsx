import type { Currency } from "@domain/enums";
import { CalendarCheck, MapPin } from "lucide-react";
import { BuyGiftDialog } from "./buy-gift-dialog";
import { type GiftItem, giftIllustration, giftMailto, giftPriceLabel, validityLabel } from "./gift-display";

const CATEGORY_LABEL: Record<string, string> = { therapy: "Therapy", experience: "Experience" };

export function GiftCard({
  item,
  currency,
  email,
  eager,
}: {
  item: GiftItem;
  currency: Currency;
  email: string;
  /** The first cards are above the fold on a phone: load their pictures at once. */
  eager: boolean;
}) {
  const price = giftPriceLabel(item, currency);
  const headingId = `gift-${item.id}`;
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
            {item.localOnly ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2.5 py-1 text-stone-800">
                <MapPin aria-hidden className="size-3" />
                Local clients only
              </span>
            ) : null}
          </div>
          <h3 id={headingId} className="mt-3 font-serif text-xl text-brand-900">
            {item.name}
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{item.description}</p>
          <p
            className={`mt-4 font-semibold text-stone-900 ${item.basePriceUsd === null ? "text-lg" : "text-2xl"}`}
            data-testid="gift-price"
          >
            {price}
          </p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-stone-600">
            <CalendarCheck aria-hidden className="size-4" />
            {validityLabel(item.validMonths)}
          </p>
          <div className="mt-5">
            <BuyGiftDialog
              giftName={item.name}
              price={price}
              email={email}
              mailto={giftMailto(email, item, price, currency)}
            />
          </div>
        </div>
      </article>
    </li>
  );
}
