import { Briefcase, Flame, Mail, Sprout, Users } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { CheckList, IconCard, PageHero, Section } from "./page-sections";

/** Spec 001 §2: the subject line the proposal e-mail opens with. */
export const PROPOSAL_SUBJECT = "Corporate Services Inquiry";

const OFFERINGS = [
  {
    title: "Team Therapy",
    icon: Users,
    body: "Facilitated sessions that help teams work through conflict, loss or change, rebuild trust and communicate with care.",
  },
  {
    title: "Stress & Burnout Workshops",
    icon: Flame,
    body: "Practical, interactive workshops on recognising stress early, setting boundaries and recovering from burnout.",
  },
  {
    title: "Leadership Coaching",
    icon: Briefcase,
    body: "One-to-one coaching for managers and executives to lead with clarity, empathy and resilience under pressure.",
  },
  {
    title: "Workplace Wellness Programs",
    icon: Sprout,
    body: "Ongoing programmes shaped around your organisation: wellbeing check-ins, talks, and confidential support for staff.",
  },
] as const;

const REASONS = [
  "Lower absenteeism and staff turnover",
  "Higher engagement, focus and productivity",
  "Healthier communication and fewer conflicts",
  "Leaders equipped to notice and respond to distress",
  "A culture where asking for help is safe",
  "Confidential support your people can trust",
];

/** Spec 001 §2 "Corporate Services & Workplace Well-Being". */
export function CorporatePage({ email }: { email: string }) {
  const proposalHref = `mailto:${email}?subject=${encodeURIComponent(PROPOSAL_SUBJECT)}`;
  const requestProposal = (
    <a href={proposalHref} className={buttonClass("primary", "lg")}>
      <Mail className="size-5" aria-hidden="true" />
      Request a Proposal
    </a>
  );
  return (
    <main>
      <PageHero eyebrow="For organisations" title="Corporate Services & Workplace Well-Being" actions={requestProposal}>
        <p>
          People do their best work when they feel well. We partner with organisations in Ghana and abroad to support
          the mental health of their teams and leaders.
        </p>
      </PageHero>

      <Section id="offerings" title="What we offer">
        <div className="grid gap-6 sm:grid-cols-2">
          {OFFERINGS.map((offering) => (
            <IconCard key={offering.title} icon={offering.icon} title={offering.title}>
              <p>{offering.body}</p>
            </IconCard>
          ))}
        </div>
      </Section>

      <Section
        id="why-invest"
        title="Why invest in workplace well-being?"
        tone="white"
        intro="Stress and burnout are costly for people and for organisations. Support that comes early pays back."
      >
        <CheckList items={REASONS} className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2 sm:space-y-0" />
      </Section>

      <section aria-labelledby="proposal-heading" className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h2 id="proposal-heading" className="font-serif text-3xl text-brand-900">
          Let's design something for your team
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          Tell us about your organisation, your team's size and what you hope to change. We will reply with a tailored
          proposal.
        </p>
        <div className="mt-8">{requestProposal}</div>
      </section>
    </main>
  );
}
