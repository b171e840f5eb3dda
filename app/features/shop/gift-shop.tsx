import type { Currency } from "@domain/enums";
import { filterGifts, GIFT_CATEGORY_FILTERS, GIFT_VALIDITY_MONTHS, type GiftCategoryFilter } from "@domain/gifts";
import { CURRENCY_SYMBOL } from "@domain/money";
import { regionOfCurrency } from "@domain/plans";
import type { RegionChoice } from "@domain/region";
import { useState } from "react";
import { SearchField } from "~/components/ui/search-field";
import type { GiftPurchaseContext } from "./buy-gift-dialog";
import { ChoicePills } from "./choice-pills";
import { GiftCard } from "./gift-card";
import { defaultShopCurrency, type GiftItem, SHOP_CURRENCIES } from "./gift-display";

const CATEGORY_OPTIONS = GIFT_CATEGORY_FILTERS.map((value) => ({
  value,
  label: { all: "All", therapy: "Therapy", experience: "Experience" }[value],
}));

const CURRENCY_OPTIONS = SHOP_CURRENCIES.map((value) => ({
  value,
  label: (
    <>
      <span aria-hidden className="mr-1">
        {CURRENCY_SYMBOL[value]}
      </span>
      {value}
    </>
  ),
}));

/**
 * Spec 000 §2.12: search, category filter and currency switcher over the gift certificates, each
 * priced as the checkout prices it. Every certificate is shown to everyone: a daughter abroad may
 * give her mother a walk in Accra.
 */
export function GiftShop({
  items,
  region,
  checkout,
}: {
  items: GiftItem[];
  region: RegionChoice | null;
  checkout: Omit<GiftPurchaseContext, "pay">;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<GiftCategoryFilter>("all");
  const [currency, setCurrency] = useState<Currency>(() => defaultShopCurrency(region));
  const shown = filterGifts(items, { query, category });
  // She pays in her region's currency; before choosing a region, in the currency she is looking at.
  const purchase = { ...checkout, pay: region ?? { region: regionOfCurrency(currency), currency } };

  return (
    <section aria-labelledby="gifts-heading">
      <h2 id="gifts-heading" className="font-serif text-3xl text-brand-900">
        Gift certificates
      </h2>
      <p className="mt-3 max-w-2xl text-stone-700">
        Give someone you care about time and space for themselves. Every certificate is valid for{" "}
        {GIFT_VALIDITY_MONTHS / 12} year from purchase. A session certificate costs what that session costs where it
        will be used: in Ghana at our Accra prices, outside Ghana at our international prices, converted into the
        currency you choose. You can also give an amount of your choice.
      </p>

      <search
        aria-label="Find a gift certificate"
        className="mt-8 grid gap-6 rounded-2xl bg-white p-5 ring-1 ring-stone-200 lg:grid-cols-[1fr_auto_auto]"
      >
        <SearchField
          label="Search gift certificates"
          value={query}
          onChange={setQuery}
          placeholder="e.g. couples, yoga, retreat"
        />
        <ChoicePills<GiftCategoryFilter>
          legend="Category"
          name="gift-category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={setCategory}
        />
        <ChoicePills<Currency>
          legend="Currency"
          name="gift-currency"
          options={CURRENCY_OPTIONS}
          value={currency}
          onChange={setCurrency}
        />
      </search>

      <p aria-live="polite" className="mt-6 text-sm text-stone-600">
        {shown.length === 0
          ? "No gift certificates match your search."
          : `Showing ${shown.length} gift ${shown.length === 1 ? "certificate" : "certificates"}, prices in ${currency}.`}
      </p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item, index) => (
          <GiftCard key={item.id} item={item} currency={currency} purchase={purchase} eager={index < 2} />
        ))}
      </ul>
      <p className="mt-6 text-sm text-stone-600">
        Prices in other currencies are converted at our display rates and rounded to a whole amount. Retreat and
        workshop certificates hold the amount you choose. In Ghana you pay by mobile money or card; from abroad, by bank
        transfer.
      </p>
    </section>
  );
}
