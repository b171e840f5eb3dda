const ALIGN = {
  center: "items-center",
  end: "items-end",
  baseline: "items-baseline",
} as const;

/**
 * A section named by its heading (aria-labelledby): the dashboards' tabs and panels, and public
 * pages' parts whose heading only screen readers need (`hiddenTitle`). `actions` (a search, a
 * New button, a count) stand beside the heading, wrapping under it on a phone.
 */
export function Section({
  headingId,
  title,
  actions,
  align = "center",
  hiddenTitle = false,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  headingId: string;
  title: React.ReactNode;
  actions?: React.ReactNode;
  /** How the actions line up with the heading. */
  align?: keyof typeof ALIGN;
  /** The heading for screen readers only: the page around says what the section is. */
  hiddenTitle?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const heading = (
    <h2 id={headingId} className={hiddenTitle ? "sr-only" : "font-serif text-2xl text-brand-900"}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {actions === undefined ? (
        heading
      ) : (
        <div className={`flex flex-wrap ${ALIGN[align]} justify-between gap-4`}>
          {heading}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** What a Section's list says when it has nothing to show ("No events yet"), in a box of its own. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="mt-6 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">{children}</p>;
}
