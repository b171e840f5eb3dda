import { COACHING_BOOKING_PATH } from "@domain/navigation";
import { Compass, Fingerprint, Lightbulb, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { CheckList, IconCard, PageHero, Section } from "./page-sections";

const BENEFITS = [
  {
    title: "Clarity & Direction",
    icon: Compass,
    body: "Step back from the noise, name what matters most and set a course you believe in.",
  },
  {
    title: "Authentic Leadership",
    icon: Fingerprint,
    body: "Lead from your values and strengths rather than from pressure or someone else's template.",
  },
  {
    title: "Enhanced Communication",
    icon: MessagesSquare,
    body: "Have difficult conversations with confidence and listen in a way that builds trust.",
  },
  {
    title: "Reflective Growth",
    icon: Lightbulb,
    body: "Build the habit of reflection, so that setbacks become learning and growth lasts.",
  },
] as const;

const HOW_IT_WORKS = [
  "A first conversation to understand your role, goals and challenges",
  "Regular one-to-one sessions, online or in person in Accra",
  "Practical tools between sessions, grounded in psychology",
  "Complete confidentiality, including from your employer",
];

/** Spec 001 §2 "Executive Coaching". */
export function CoachingPage() {
  const book = (
    <Link to={COACHING_BOOKING_PATH} className={buttonClass("primary", "lg")}>
      Book Coaching Session
    </Link>
  );
  return (
    <main>
      <PageHero eyebrow="Executive coaching" title="Lead with clarity, calm and purpose" actions={book}>
        <p>
          Coaching for leaders, founders and professionals who carry a lot, and want to grow without losing themselves
          along the way.
        </p>
      </PageHero>

      <Section id="benefits" title="What coaching gives you">
        <div className="grid gap-6 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <IconCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
              <p>{benefit.body}</p>
            </IconCard>
          ))}
        </div>
      </Section>

      <Section id="how-it-works" title="How it works" tone="white">
        <CheckList items={HOW_IT_WORKS} className="mx-auto max-w-2xl" />
      </Section>

      <section aria-labelledby="coaching-cta-heading" className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h2 id="coaching-cta-heading" className="font-serif text-3xl text-brand-900">
          Ready to take the next step?
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          Book a first coaching session and we will start from where you are.
        </p>
        <div className="mt-8">{book}</div>
      </section>
    </main>
  );
}
