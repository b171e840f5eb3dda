import { formatMoney } from "@domain/money";
import { CalendarCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { checkoutPath, type PlanView } from "./plans-view";

/** One support plan (spec 000 §2.8, §3): the popular ones stand out and carry a badge. */
export function PlanCard({ plan }: { plan: PlanView }) {
  const headingId = `plan-${plan.id}`;
  const frame = plan.popular ? "ring-2 ring-brand-600 shadow-md" : "ring-1 ring-stone-200 shadow-sm";
  return (
    <article aria-labelledby={headingId} className={`relative flex w-full flex-col rounded-2xl bg-white p-6 ${frame}`}>
      {plan.popular ? (
        <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Most Popular
        </p>
      ) : null}
      <h3 id={headingId} className="font-serif text-xl leading-snug text-brand-900">
        {plan.name}
      </h3>
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
        <CalendarCheck className="size-4" aria-hidden="true" />
        {plan.sessionCount} sessions
      </p>
      <div className="flex-1">
        {plan.description ? <p className="mt-3 leading-relaxed text-stone-700">{plan.description}</p> : null}
      </div>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-semibold text-brand-900" data-testid="plan-price">
          {formatMoney(plan.price, plan.currency)}
        </p>
        {plan.originalPrice !== null ? (
          <p className="text-stone-600">
            <span className="sr-only">Regular price </span>
            <s data-testid="plan-original-price">{formatMoney(plan.originalPrice, plan.currency)}</s>
          </p>
        ) : null}
        {plan.discountPercentage > 0 ? (
          <p className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
            Save {plan.discountPercentage}%
          </p>
        ) : null}
      </div>
      <Link
        to={checkoutPath(plan.id)}
        className={`mt-5 w-full ${buttonClass(plan.popular ? "primary" : "secondary")}`}
        aria-label={`Choose Plan: ${plan.name}`}
      >
        Choose Plan
      </Link>
    </article>
  );
}
