import { Link } from "react-router";

const TOOLS = [
  {
    title: "Box breathing",
    time: "2 minutes",
    steps: [
      "Breathe in through your nose for a count of four.",
      "Hold gently for four.",
      "Breathe out slowly for four.",
      "Rest for four, then begin again.",
    ],
  },
  {
    title: "5-4-3-2-1 grounding",
    time: "3 minutes",
    steps: [
      "Name five things you can see.",
      "Four things you can touch.",
      "Three things you can hear.",
      "Two things you can smell, and one you can taste.",
    ],
  },
  {
    title: "Evening check-in",
    time: "5 minutes",
    steps: [
      "What drained me today?",
      "What restored me, even a little?",
      "What do I need more of tomorrow?",
      "One thing I am grateful for.",
    ],
  },
] as const;

/** The free part of the kit: small practices anyone can use today, no purchase needed. */
export function WellnessKitTools() {
  return (
    <section aria-labelledby="kit-heading" className="mt-20">
      <h2 id="kit-heading" className="font-serif text-3xl text-brand-900">
        Your free wellness kit
      </h2>
      <p className="mt-3 max-w-2xl text-stone-700">
        Three short practices we often share with clients. They are not a replacement for therapy, but they can help you
        steady yourself between sessions.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
            <h3 className="font-serif text-xl text-brand-900">{tool.title}</h3>
            <p className="mt-1 text-sm text-stone-600">{tool.time}</p>
            <ol className="mt-4 list-decimal space-y-1.5 pl-5 text-sm text-stone-700">
              {tool.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-stone-700">
        More in our{" "}
        <Link to="/resources" className="font-medium text-brand-700 underline underline-offset-2">
          resources
        </Link>{" "}
        and the{" "}
        <Link to="/community" className="font-medium text-brand-700 underline underline-offset-2">
          community reflection prompts
        </Link>
        .
      </p>
    </section>
  );
}
