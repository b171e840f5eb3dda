import { Check } from "lucide-react";

/** The opening band of a marketing page: one h1, a short promise, optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-sand-50">
      <div className="mx-auto max-w-5xl px-6 pt-14 pb-12 text-center sm:pt-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{children}</div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A titled band of content; `id` doubles as an in-page anchor. */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id?: string;
  title: string;
  intro?: React.ReactNode;
  tone?: "plain" | "white";
  children: React.ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "white" ? "bg-white" : ""}>
      <div className="mx-auto max-w-6xl px-6 py-14">
        <h2 id={headingId} className="text-center font-serif text-3xl text-brand-900">
          {title}
        </h2>
        {intro ? (
          <div className="mx-auto mt-4 max-w-2xl text-center leading-relaxed text-stone-700">{intro}</div>
        ) : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** A list with check marks, for features and inclusions. */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-stone-700">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A card with an icon, a title and a line or two of text. */
export function IconCard({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
      <div className="mt-2 leading-relaxed text-stone-700">{children}</div>
    </div>
  );
}
