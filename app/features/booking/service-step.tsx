import { formatMoney } from "@domain/money";
import type { ServiceOffer } from "@server/modules/catalogue";
import { Clock } from "lucide-react";
import { StepHeading } from "./step-indicator";

/** Step 1: the region's single sessions, each with its length and price for one session. */
export function ServiceStep({
  services,
  selectedId,
  focus,
  onChoose,
}: {
  services: readonly ServiceOffer[];
  selectedId: string | null;
  focus: boolean;
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
                  type="button"
                  aria-label={`${selected ? "Continue with" : "Choose"} ${service.name}`}
                  onClick={() => onChoose(service.id)}
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
      )}
    </section>
  );
}
