import { Brain, Flower2, GraduationCap, HeartHandshake, Mail, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { APPROACHES, CREDENTIALS, ISSUES, SOCIAL_POSTS } from "./about-content";
import { CheckList, IconCard, PageHero, Section } from "./page-sections";
import { SocialStrip } from "./social-strip";

export interface AboutPageProps {
  directorName: string;
  directorTitle: string;
  practiceName: string;
  email: string;
  instagramUrl: string;
  instagramHandle: string;
}

const APPROACH_ICONS = [Flower2, Brain, HeartHandshake, Users] as const;

/** Spec 000 §2.5. */
export function AboutPage(props: AboutPageProps) {
  const { directorName, directorTitle, practiceName, email } = props;
  const firstName = directorName.split(" ")[0] ?? directorName;
  return (
    <main>
      <PageHero eyebrow="About" title={`Hello, I'm ${directorName}`}>
        <p>
          Welcome. I'm glad you found your way here. Reaching out is often the hardest step, and I want you to know that
          whatever brought you, you will be met with warmth, respect and no judgement.
        </p>
      </PageHero>

      <section aria-labelledby="bio-heading" className="mx-auto grid max-w-5xl gap-10 px-6 py-14 md:grid-cols-5">
        <div className="md:col-span-3">
          <h2 id="bio-heading" className="font-serif text-3xl text-brand-900">
            About {firstName}
          </h2>
          <p className="mt-2 text-sm font-semibold text-brand-700">
            {directorTitle}, {practiceName}
          </p>
          <div className="mt-5 space-y-4 leading-relaxed text-stone-700">
            <p>
              {directorName} is the director of {practiceName}, a therapy and wellness practice based in Accra, Ghana.
              She holds a master's degree in counselling psychology and has over 16 years of experience supporting
              individuals, couples and families, more than 12 of them leading this practice.
            </p>
            <p>
              She sees clients online from around the world and in person at the practice in Abelemkpe, Accra. Her work
              is shaped by a deep respect for culture, family and community, and by the belief that every person already
              carries the resources to heal.
            </p>
          </div>
        </div>
        <figure className="self-center rounded-2xl bg-brand-900 p-8 text-brand-50 md:col-span-2">
          <blockquote className="font-serif text-xl leading-relaxed">
            "I see therapy as a bridge: a safe, steady place to cross from surviving to living, at a pace your body and
            mind can trust."
          </blockquote>
          <figcaption className="mt-4 text-sm text-brand-200">{directorName}</figcaption>
        </figure>
      </section>

      <Section
        id="approach"
        title="How I work"
        tone="white"
        intro="Every person is different, so I blend approaches rather than follow one script."
      >
        <div className="grid gap-6 sm:grid-cols-2">
          {APPROACHES.map((approach, index) => (
            <IconCard key={approach.title} icon={APPROACH_ICONS[index] ?? Flower2} title={approach.title}>
              <p>{approach.body}</p>
            </IconCard>
          ))}
        </div>
      </Section>

      <section
        aria-labelledby="credentials-heading"
        className="mx-auto grid max-w-5xl gap-10 px-6 py-14 md:grid-cols-2"
      >
        <div>
          <h2 id="credentials-heading" className="flex items-center gap-2 font-serif text-2xl text-brand-900">
            <GraduationCap className="size-6 text-brand-600" aria-hidden="true" />
            Training and credentials
          </h2>
          <CheckList items={CREDENTIALS} className="mt-6" />
        </div>
        <div>
          <h2 className="font-serif text-2xl text-brand-900">What I can help with</h2>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {ISSUES.map((issue) => (
              <li key={issue} className="rounded-xl bg-white px-4 py-3 text-stone-800 ring-1 ring-stone-200">
                {issue}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="organisations" title="Training and workshops for organisations" tone="white">
        <div className="mx-auto max-w-3xl text-center leading-relaxed text-stone-700">
          <p>
            {firstName} designs and leads training for schools, companies, NGOs and faith communities: workshops on
            stress and burnout, trauma-informed practice, emotional wellbeing at work and healthy communication. Each
            programme is shaped around your team and its goals.
          </p>
          <Link to="/corporate-services" className={`mt-6 ${buttonClass("secondary")}`}>
            Explore corporate services
          </Link>
        </div>
      </Section>

      <section aria-labelledby="connect-heading" className="mx-auto max-w-3xl px-6 py-14 text-center">
        <h2 id="connect-heading" className="font-serif text-3xl text-brand-900">
          Let's connect
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">
          If you would like to ask a question before booking, or simply see whether we are a good fit, write to me.
          Please don't include confidential details in an e-mail.
        </p>
        <a href={`mailto:${email}`} className={`mt-6 ${buttonClass("primary", "lg")}`}>
          <Mail className="size-5" aria-hidden="true" />
          Let's connect
        </a>
      </section>

      <SocialStrip posts={SOCIAL_POSTS} profileUrl={props.instagramUrl} handle={props.instagramHandle} />
    </main>
  );
}
