import { Anchor, BookOpen, type LucideIcon, Mail, NotebookPen, Wind } from "lucide-react";
import { useId } from "react";
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

/**
 * The newsletter box of spec 000 §2.13. There is no list to join yet, so the field is shown
 * disabled with the reason, instead of a button that would silently do nothing.
 */
export function NewsletterBox({ email }: { email: string }) {
  const fieldId = useId();
  const noteId = useId();
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-3xl px-6 py-14">
      <div className="rounded-2xl bg-brand-900 p-8 text-brand-50">
        <h2 id="newsletter-heading" className="flex items-center gap-2 font-serif text-2xl text-white">
          <Mail className="size-6" aria-hidden="true" />
          Newsletter
        </h2>
        <p className="mt-3 leading-relaxed">Gentle reflections and practical tools, once a month.</p>
        <form onSubmit={(event) => event.preventDefault()} className="mt-5 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={fieldId} className="sr-only">
            Your e-mail address
          </label>
          <input
            id={fieldId}
            type="email"
            disabled
            aria-describedby={noteId}
            placeholder="you@example.com"
            className="flex-1 rounded-full bg-white/90 px-4 py-2.5 text-stone-900 placeholder:text-stone-600 disabled:cursor-not-allowed"
          />
          <button
            type="submit"
            disabled
            aria-describedby={noteId}
            className="rounded-full bg-white px-5 py-2.5 font-semibold text-brand-900 disabled:cursor-not-allowed disabled:opacity-70"
          >
            Subscribe
          </button>
        </form>
        <p id={noteId} className="mt-3 text-sm text-brand-100">
          Newsletter sign-up opens soon. Until then, write to{" "}
          <a href={`mailto:${email}`} className="font-semibold text-white underline underline-offset-4">
            {email}
          </a>{" "}
          and we will let you know when it starts.
        </p>
      </div>
    </section>
  );
}
