import type { Region } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { cheapestOffer, type PricedOffer } from "@domain/starting-price";
import { ArrowRight, HeartHandshake, User, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHero, Section } from "./page-sections";
import { CONDITIONS, cardsFor, type ServiceCard } from "./services-content";

export interface ServiceOfferView extends PricedOffer {
  currency: string;
  durationMinutes: number;
}

const HEADLINE_OFFERS = [
  { label: "Individual", icon: User },
  { label: "Couple's", icon: HeartHandshake },
  { label: "Family", icon: Users },
] as const;

/** Spec 000 §2.6. */
export function ServicesPage({ region, offers }: { region: Region; offers: readonly ServiceOfferView[] }) {
  return (
    <main>
      <PageHero
        eyebrow="Services"
        title="Therapy that meets you where you are"
        actions={
          <Link to="/book" className={buttonClass("primary", "lg")}>
            Book a session
          </Link>
        }
      >
        <p>Online from anywhere, or in person in Accra. Choose the kind of support that fits your life right now.</p>
      </PageHero>

      <ul aria-label="Headline offers" className="mx-auto -mt-4 grid max-w-3xl grid-cols-3 gap-3 px-6">
        {HEADLINE_OFFERS.map(({ label, icon: Icon }) => (
          <li
            key={label}
            className="flex flex-col items-center gap-2 rounded-2xl bg-white px-3 py-5 text-center shadow-sm ring-1 ring-stone-200"
          >
            <Icon className="size-6 text-brand-600" aria-hidden="true" />
            <span className="font-semibold text-brand-900">{label}</span>
            <span className="text-sm text-stone-600">Therapy</span>
          </li>
        ))}
      </ul>

      <Section id="conditions" title="What we treat" intro="Common reasons people begin therapy with us.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CONDITIONS.map((condition) => (
            <li key={condition.title} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <h3 className="font-semibold text-brand-900">{condition.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{condition.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title="Our services" tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cardsFor(region).map((card) => (
            <li key={card.title} className="flex">
              <ServiceCardView card={card} offer={cheapestOffer(offers, [card.category])} />
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="begin-heading" className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h2 id="begin-heading" className="font-serif text-3xl text-brand-900">
          Ready to begin?
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          Taking the first step can feel daunting. Book a session and we will go gently from there.
        </p>
        <Link to="/book" className={`mt-8 ${buttonClass("primary", "lg")}`}>
          Book a session
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </section>
    </main>
  );
}

function ServiceCardView({ card, offer }: { card: ServiceCard; offer: ServiceOfferView | null }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-sand-50 ring-1 ring-stone-200">
      <img
        src={card.image}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-serif text-xl text-brand-900">{card.title}</h3>
          {card.badge ? (
            <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
              {card.badge}
            </span>
          ) : null}
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-stone-700">{card.description}</p>
        {offer ? (
          <p className="mt-4 text-stone-800">
            <span className="text-sm text-stone-600">from </span>
            <span className="text-xl font-semibold text-brand-900">{formatMoney(offer.price, offer.currency)}</span>
            <span className="text-sm text-stone-600"> per {offer.durationMinutes}-minute session</span>
          </p>
        ) : null}
        <Link
          to="/book"
          className={`mt-5 self-start ${buttonClass("primary")}`}
          aria-label={`Let's start: book ${card.title}`}
        >
          Let's start
        </Link>
      </div>
    </article>
  );
}
