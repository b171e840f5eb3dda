export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

/**
 * Shared layout of the legal pages: a title, an optional "Last updated" line, a contents list
 * that jumps to each section, and the sections themselves in readable prose.
 */
export function LegalPage({
  title,
  intro,
  lastUpdated,
  sections,
}: {
  title: string;
  intro: React.ReactNode;
  /** The date as shown, and as "YYYY-MM-DD" for machines. */
  lastUpdated?: { text: string; day: string };
  sections: readonly LegalSection[];
}) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-14">
      <h1 className="font-serif text-4xl text-brand-900">{title}</h1>
      {lastUpdated ? (
        <p className="mt-3 text-sm text-stone-700">
          Last updated: <time dateTime={lastUpdated.day}>{lastUpdated.text}</time>
        </p>
      ) : null}
      <div className="mt-6 text-lg leading-relaxed text-stone-700">{intro}</div>
      <nav aria-label="On this page" className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <h2 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">On this page</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-700">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-12 scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="font-serif text-2xl text-brand-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-stone-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-stone-900 [&_ul]:space-y-2">
            {section.body}
          </div>
        </section>
      ))}
    </main>
  );
}

/** How to reach the practice about a legal page. */
export interface LegalContact {
  legalName: string;
  email: string;
  phone: string;
  address: string;
}

export function ContactBlock({ contact }: { contact: LegalContact }) {
  return (
    <address className="rounded-2xl bg-white p-5 not-italic ring-1 ring-stone-200">
      <strong>{contact.legalName}</strong>
      <br />
      {contact.address}
      <br />
      E-mail:{" "}
      <a href={`mailto:${contact.email}`} className="text-brand-700 underline underline-offset-4">
        {contact.email}
      </a>
      <br />
      Phone:{" "}
      <a href={`tel:${contact.phone.replace(/\s+/g, "")}`} className="text-brand-700 underline underline-offset-4">
        {contact.phone}
      </a>
    </address>
  );
}
