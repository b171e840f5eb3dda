import type { RegionChoice } from "@domain/region";
import { Globe, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { AddonsSection } from "./addons-section";
import { PlanTabs } from "./plan-tabs";
import { type AddonView, type PlanView, planTabs } from "./plans-view";

export interface SupportPlansProps {
  /** The region the plans are priced for (the fallback when none is chosen). */
  choice: RegionChoice;
  regionChosen: boolean;
  plans: readonly PlanView[];
  addons: readonly AddonView[];
}

export const SUPPORT_PLANS_TITLE = "Ongoing Support Plans";

/** Spec 000 §2.8. */
export function SupportPlansPage({ choice, regionChosen, plans, addons }: SupportPlansProps) {
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-5xl px-6 pt-14 pb-10 text-center sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Support plans</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">{SUPPORT_PLANS_TITLE}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">
            Healing rarely happens in one conversation. A plan gives you a set of sessions at a lower price than booking
            each one alone, so you can keep a steady rhythm and book each session when it suits you.
          </p>
          {regionChosen ? null : <ChooseRegionNote />}
        </div>
      </section>

      <Section headingId="plans-heading" title="Plans" hiddenTitle className="mx-auto max-w-6xl px-6 pt-4 pb-14">
        <PlanTabs tabs={planTabs(choice, plans)} />
      </Section>

      <AddonsSection addons={addons} />

      <section aria-labelledby="plans-contact-heading" className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h2 id="plans-contact-heading" className="font-serif text-3xl text-brand-900">
          Not sure which plan is right for you?
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          Tell us a little about what you are looking for and we will help you choose, with no obligation.
        </p>
        <Link to="/#contact" className={`mt-8 ${buttonClass("primary", "lg")}`}>
          <MessageCircle className="size-5" aria-hidden="true" />
          Get in Touch
        </Link>
      </section>
    </main>
  );
}

/** Before a region is chosen the page shows US-dollar prices; say so, and where to change it. */
function ChooseRegionNote() {
  return (
    <p
      role="note"
      className="mx-auto mt-6 flex max-w-2xl items-start justify-center gap-2 rounded-2xl bg-white px-5 py-4 text-left text-stone-700 ring-1 ring-stone-200"
    >
      <Globe className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <span>
        Showing our international plans in US dollars.{" "}
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Choose your region
        </Link>{" "}
        to see the plans and prices for where you live.
      </span>
    </p>
  );
}
