import type { GiftGiven, GiftHeld, GiftState, MyGifts } from "@server/modules/gifts";
import { Gift } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { Section } from "~/components/ui/section";
import { AddGiftForm } from "./add-gift-form";

export const GIFTS_LOAD_ERROR = "Your gift certificates could not be loaded just now. Please try again.";

const STATE: Readonly<Record<GiftState, { label: string; tone: string }>> = {
  usable: { label: "Ready to use", tone: "bg-brand-100 text-brand-900" },
  used: { label: "Used", tone: "bg-stone-200 text-stone-800" },
  expired: { label: "Expired", tone: "bg-amber-100 text-amber-900" },
  void: { label: "Cancelled", tone: "bg-stone-200 text-stone-800" },
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The portal's Gifts: the certificates she holds (added with their code, or spent first by her),
 * with what is left of each and a form to add one; then those she gave, with whether they have
 * been used, and never on what. The portal's live updates reload it when one is spent or given back.
 */
export function GiftsTab({ held, given }: MyGifts) {
  return (
    <Section headingId="gifts-heading" title="Gifts">
      <section aria-labelledby="held-heading" className="mt-6">
        <h3 id="held-heading" className="font-serif text-xl text-brand-900">
          Your gift certificates
        </h3>
        {held.length === 0 ? (
          <p className="mt-2 text-stone-700">
            A gift certificate someone gave you is paid for when you book: type its code under "Gift certificate or
            coupon". Add it here to keep it with your account and see what is left of it.
          </p>
        ) : (
          <ul aria-labelledby="held-heading" className="mt-4 grid gap-4 md:grid-cols-2">
            {held.map((gift) => (
              <HeldCard key={gift.id} gift={gift} />
            ))}
          </ul>
        )}
        <AddGiftForm />
      </section>

      <section aria-labelledby="given-heading" className="mt-10">
        <h3 id="given-heading" className="font-serif text-xl text-brand-900">
          Gifts you gave
        </h3>
        {given.length === 0 ? (
          <p className="mt-2 text-stone-700">
            You have not given a gift certificate yet. See our{" "}
            <Link to="/wellness-kit" className="font-medium text-brand-700 underline">
              gift certificates
            </Link>
            .
          </p>
        ) : (
          <ul aria-labelledby="given-heading" className="mt-4 grid gap-4 md:grid-cols-2">
            {given.map((gift) => (
              <GivenCard key={gift.id} gift={gift} />
            ))}
          </ul>
        )}
      </section>
    </Section>
  );
}

function HeldCard({ gift }: { gift: GiftHeld }) {
  const title = useId();
  const state = STATE[gift.state];
  return (
    <li>
      <article aria-labelledby={title} className="h-full rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h4 id={title} className="flex items-center gap-2 font-semibold text-brand-900">
            <Gift aria-hidden className="size-4 text-brand-600" />
            {gift.what}
          </h4>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${state.tone}`}>{state.label}</span>
        </div>
        <dl className="mt-3 divide-y divide-stone-100 text-sm">
          <Fact label="Code">
            <span className="font-mono">{gift.hint}</span>
          </Fact>
          <Fact label="Left">
            <span data-testid="gift-balance">{gift.balance}</span>
          </Fact>
          <Fact label={gift.state === "expired" ? "Expired on" : "Valid until"}>{gift.expires}</Fact>
        </dl>
      </article>
    </li>
  );
}

function GivenCard({ gift }: { gift: GiftGiven }) {
  const title = useId();
  return (
    <li>
      <article aria-labelledby={title} className="h-full rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h4 id={title} className="font-semibold text-brand-900">
            For {gift.recipientName}
          </h4>
          {gift.cancelled ? (
            <span className="rounded-full bg-stone-200 px-3 py-1 text-xs font-semibold text-stone-800">Cancelled</span>
          ) : null}
        </div>
        <dl className="mt-3 divide-y divide-stone-100 text-sm">
          <Fact label="Gift">{gift.what}</Fact>
          <Fact label={gift.delivered ? "Delivered" : "To be delivered"}>{gift.deliveryDay}</Fact>
          <Fact label="Valid until">{gift.expires}</Fact>
          <Fact label="Used">{gift.firstUsedOn ? `Yes, first on ${gift.firstUsedOn}` : "Not yet"}</Fact>
        </dl>
      </article>
    </li>
  );
}

/** In place of the lists when they cannot be read, with the rest of the portal still there. */
export function GiftsLoadError() {
  return <TabLoadError announce title="Unable to Load Gifts" message={GIFTS_LOAD_ERROR} />;
}
