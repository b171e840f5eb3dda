import { ArrowRight, Building2, HeartHandshake, User, Users } from "lucide-react";
import { Link } from "react-router";
import { SERVICE_CATEGORIES, type ServiceCategory } from "./content";

const ICONS: Record<ServiceCategory["icon"], typeof User> = {
  individual: User,
  couples: HeartHandshake,
  family: Users,
  corporate: Building2,
};

/** Spec 000 §2.4: four service categories; the hero's call to action lands here (#services). */
export function ServiceStrip() {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="services-heading" className="text-center font-serif text-3xl text-brand-900">
          How can I support you?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">
          Every journey is different. Choose the kind of support that fits where you are today.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_CATEGORIES.map((service) => {
            const Icon = ICONS[service.icon];
            return (
              <li key={service.title}>
                <Link
                  to={service.href}
                  className="group flex h-full flex-col rounded-2xl bg-sand-50 p-6 ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-500"
                >
                  <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-stone-900">{service.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-700">{service.description}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                    Learn more
                    <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
