import { formatMoney } from "@domain/money";
import type { ServiceOffer } from "@server/modules/catalogue";
import { Clock } from "lucide-react";
import { BOOKING_PATH, CHOICE_PARAMS } from "./booking-return";
import { StepHeading } from "./step-indicator";

/**
 * Step 1: the region's single sessions, each with its length and price for one session.
 *
 * Each Choose button submits a GET form to /book with `service=<id>` (and whatever else the
 * address held, `kept`): before the page's scripts have run, the browser itself opens /book at
 * the next step with the service chosen, which the server draws (decision 0048). Once hydrated,
 * a click is the page's own and no request is made.
 */
export function ServiceStep({
  services,
  selectedId,
  focus,
  kept,
  onChoose,
}: {
  services: readonly ServiceOffer[];
  selectedId: string | null;
  focus: boolean;
  /** The address's other query parameters, sent again with the choice. */
  kept: readonly (readonly [string, string])[];
  onChoose(serviceId: string): void;
}) {
  return (
    <section aria-labelledby="step-service">
      <StepHeading id="step-service" focus={focus}>
        Choose a service
      </StepHeading>
      {services.length === 0 ? (
        <p className="mt-4 text-stone-700">
          No sessions can be booked in your region at the moment. Please contact us and we will help you.
        </p>
      ) : (
        <form method="get" action={BOOKING_PATH}>
          {kept.map(([name, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name; the order is the address's.
            <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
          ))}
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {services.map((service) => {
              const selected = service.id === selectedId;
              return (
                <li
                  key={service.id}
                  aria-label={service.name}
                  className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${
                    selected ? "ring-2 ring-brand-600" : "ring-stone-200"
                  }`}
                >
                  <h3 className="font-serif text-lg text-brand-900">{service.name}</h3>
                  {service.description ? <p className="mt-1 text-sm text-stone-600">{service.description}</p> : null}
                  <div className="mt-4 flex items-center justify-between gap-3 text-sm text-stone-700">
                    <span className="flex items-center gap-1.5">
                      <Clock aria-hidden className="size-4 text-brand-600" />
                      {service.durationMinutes} minutes
                    </span>
                    <span className="text-lg font-semibold text-brand-900">
                      {formatMoney(service.price, service.currency)}
                      <span className="sr-only"> per session</span>
                    </span>
                  </div>
                  {selected ? <p className="mt-3 text-sm font-medium text-brand-700">Your current choice</p> : null}
                  <button
                    type="submit"
                    name={CHOICE_PARAMS.service}
                    value={service.id}
                    aria-label={`${selected ? "Continue with" : "Choose"} ${service.name}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onChoose(service.id);
                    }}
                    className={`mt-4 rounded-full px-5 py-2.5 text-sm font-medium ${
                      selected
                        ? "bg-brand-600 text-white hover:bg-brand-700"
                        : "bg-brand-50 text-brand-800 hover:bg-brand-100"
                    }`}
                  >
                    {selected ? "Continue" : "Choose"}
                  </button>
                </li>
              );
            })}
          </ul>
        </form>
      )}
    </section>
  );
}
