import type { Region } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { cheapestOffer } from "@domain/starting-price";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export interface SingleSessionView {
  id: string;
  name: string;
  category: string;
  durationMinutes: number;
  price: number;
  currency: string;
}

interface PriceLine {
  key: string;
  label: string;
  price: string;
}

/**
 * Local visitors see every single session the catalogue sells; international visitors see the
 * two headline figures of spec 000 §9 (individual, couples or family), each the cheapest such session.
 */
function priceLines(region: Region, sessions: readonly SingleSessionView[]): PriceLine[] {
  if (region === "local") {
    return sessions.map((s) => ({
      key: s.id,
      label: `${s.name} (${s.durationMinutes} min)`,
      price: formatMoney(s.price, s.currency),
    }));
  }
  const groups = [
    { key: "individual", label: "Individual session", categories: ["individual"] },
    { key: "couples-family", label: "Couples or family session", categories: ["couples", "family"] },
  ];
  return groups.flatMap(({ key, label, categories }) => {
    const offer = cheapestOffer(sessions, categories);
    return offer
      ? [{ key, label: `${label} (${offer.durationMinutes} min)`, price: formatMoney(offer.price, offer.currency) }]
      : [];
  });
}

/** Spec 000 §2.7: the "Prefer Single Sessions?" box. */
export function SingleSessionsBox({ region, sessions }: { region: Region; sessions: readonly SingleSessionView[] }) {
  const lines = priceLines(region, sessions);
  return (
    <section
      aria-labelledby="single-sessions-heading"
      className="mx-auto max-w-3xl rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100"
    >
      <h2 id="single-sessions-heading" className="font-serif text-2xl text-brand-900">
        Prefer Single Sessions?
      </h2>
      <p className="mt-3 leading-relaxed text-stone-700">
        You are always welcome to book one session at a time, with no commitment.
      </p>
      {lines.length > 0 ? (
        <dl className="mt-5 divide-y divide-brand-100">
          {lines.map((line) => (
            <div key={line.key} className="flex items-baseline justify-between gap-4 py-2">
              <dt className="text-stone-800">{line.label}</dt>
              <dd className="font-semibold whitespace-nowrap text-brand-900">{line.price}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link to="/book" className={`mt-6 ${buttonClass("secondary")}`}>
        Book Single Session
      </Link>
    </section>
  );
}
