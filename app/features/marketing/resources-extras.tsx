import { Anchor, BookOpen, type LucideIcon, Mail, NotebookPen, Wind } from "lucide-react";
import { NewsletterSignup } from "~/components/newsletter-signup";
import { Section } from "./page-sections";
import { QUICK_TOOLS, RECOMMENDED_READING } from "./resources-content";

const TOOL_ICONS: Readonly<Record<string, LucideIcon>> = {
  "box-breathing": Wind,
  "grounding-54321": Anchor,
  "mood-check-in": NotebookPen,
};

export function QuickTools() {
  return (
    <Section
      id="quick-tools"
      title="Quick tools"
      tone="white"
      intro="Small practices for difficult moments. Open one to try it now."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {QUICK_TOOLS.map((tool) => (
          <li key={tool.id} className="rounded-2xl bg-sand-50 p-6 ring-1 ring-stone-200">
            <ToolIcon id={tool.id} />
            <h3 className="mt-3 text-lg font-semibold text-brand-900">{tool.title}</h3>
            <p className="mt-1 text-stone-700">{tool.summary}</p>
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand-700">Try it</summary>
              <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed text-stone-700">
                {tool.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ToolIcon({ id }: { id: string }) {
  const Icon = TOOL_ICONS[id] ?? Wind;
  return <Icon className="size-5 text-brand-600" aria-hidden="true" />;
}

export function RecommendedReading() {
  return (
    <Section id="reading" title="Recommended reading" intro="Books we often suggest to clients.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RECOMMENDED_READING.map((book) => (
          <li key={book.title} className="flex gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <BookOpen className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div>
              <p className="font-semibold text-brand-900">
                <cite className="not-italic">{book.title}</cite>
              </p>
              <p className="text-sm text-stone-700">{book.author}</p>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{book.why}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The newsletter box of spec 000 §2.13: the practice's one mailing list, with double opt-in. */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-3xl px-6 py-14">
      <div className="rounded-2xl bg-brand-900 p-8 text-brand-50">
        <h2 id="newsletter-heading" className="flex items-center gap-2 font-serif text-2xl text-white">
          <Mail className="size-6" aria-hidden="true" />
          Newsletter
        </h2>
        <p className="mt-3 leading-relaxed">Gentle reflections and practical tools, once a month.</p>
        <NewsletterSignup source="/resources" tone="dark" />
      </div>
    </section>
  );
}
