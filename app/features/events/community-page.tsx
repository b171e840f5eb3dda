import { BookLock, MessagesSquare, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EventObjectives } from "./event-card";
import type { EventsPageData } from "./events-page.server";
import { PageIntro } from "./page-intro";
import { UpcomingEvents } from "./upcoming-events";
import { useLoadErrorToast } from "./use-load-error-toast";

const PROMPTS = [
  { theme: "Noticing", text: "Where in my body do I feel today's stress, and what does it need from me?" },
  { theme: "Noticing", text: "What am I feeling right now, if I name it without judging it?" },
  { theme: "Relationships", text: "Who helped me feel seen this week, and have I told them?" },
  { theme: "Relationships", text: "Which conversation have I been avoiding, and what am I afraid might happen?" },
  { theme: "Boundaries", text: "What did I say yes to this week that I wish I had said no to?" },
  { theme: "Rest", text: "What does real rest look like for me, and when did I last have it?" },
  { theme: "Growth", text: "What is one small thing I handled better than I would have a year ago?" },
  { theme: "Growth", text: "What would I tell a friend who was going through what I am going through?" },
] as const;

/** Each theme names the Resources articles (by address) that go further on it. */
const DISCUSSIONS = [
  {
    title: "Carrying it all: stress and burnout",
    text: "For people juggling demanding work, family expectations and little time for themselves.",
    articles: ["recognising-burnout", "small-daily-self-care"],
  },
  {
    title: "Love, family and boundaries",
    text: "How culture and family shape what we feel allowed to ask for, and how to ask kindly.",
    articles: ["repair-after-conflict", "talking-to-family-about-therapy"],
  },
  {
    title: "Quieting a worried mind",
    text: "When worry follows us to work and to bed: what calms the body, and what helps the thoughts.",
    articles: ["calming-anxious-body", "night-time-worry", "mindfulness-for-busy-minds"],
  },
  {
    title: "Starting over",
    text: "Moves, losses, new jobs, new roles: making sense of the changes life hands us.",
    articles: ["living-with-grief", "grounding-after-triggers"],
  },
] as const;

/** An article of the Resources page the discussions point to. */
export interface ArticleLink {
  id: string;
  title: string;
}

const GUIDELINES = [
  "What is shared in the group stays in the group. Talk about what you learned, not who said what.",
  "Speak from your own experience (“I felt…”) rather than for others.",
  "Listen to understand. Offer advice only when someone asks for it.",
  "Be kind about differences in faith, culture, background and opinion.",
  "Share only what feels safe for you; you never have to share at all.",
  "Our community is not a crisis service. If you or someone else is in danger, call 112 in Ghana or your local emergency number.",
] as const;

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: typeof Sparkles;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="flex items-center gap-3 font-serif text-3xl text-brand-900">
        <Icon aria-hidden className="size-7 text-brand-600" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec 001 §2: reflection prompts, discussions, a private journal pointer and guidelines; and the
 * practice's upcoming community events, registered for like a workshop (often free).
 */
export function CommunityPage({
  upcoming,
  paystackMode,
  transferCurrencies,
  places,
  loadError,
  articles,
}: EventsPageData & { articles: readonly ArticleLink[] }) {
  useLoadErrorToast(loadError);
  const titles = new Map(articles.map((article) => [article.id, article.title]));
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro eyebrow="Community & reflections" title="Community">
        Healing often happens in connection. Here you will find prompts to reflect on by yourself, the conversations we
        hold together in our groups, and the simple agreements that keep those spaces safe.
      </PageIntro>

      <UpcomingEvents
        title="Upcoming community events"
        events={upcoming}
        empty="No community events are scheduled right now. New gatherings are announced here first."
        className="mt-12"
        {...{ paystackMode, transferCurrencies, places }}
        details={(event) => <EventObjectives objectives={event.objectives} />}
      />

      <Section id="prompts-heading" icon={Sparkles} title="Reflection prompts">
        <p className="mt-3 max-w-2xl text-stone-700">
          Choose one prompt and give it five quiet minutes. There are no right answers: notice what comes up.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMPTS.map((prompt) => (
            <li key={prompt.text} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{prompt.theme}</p>
              <p className="mt-2 font-serif text-lg leading-snug text-stone-800">{prompt.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="discussions-heading" icon={MessagesSquare} title="Discussions">
        <p className="mt-3 max-w-2xl text-stone-700">
          Our discussions happen in person and online, in small groups led by a therapist at the community events above
          and during our{" "}
          <Link to="/workshops" className="font-medium text-brand-700 underline underline-offset-2">
            workshops
          </Link>{" "}
          and{" "}
          <Link to="/retreats" className="font-medium text-brand-700 underline underline-offset-2">
            retreats
          </Link>
          . These are the themes we return to most, each with articles to read before or after.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {DISCUSSIONS.map((topic) => (
            <li key={topic.title} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
              <h3 className="font-serif text-xl text-brand-900">{topic.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{topic.text}</p>
              <p className="mt-4 text-xs font-semibold tracking-wide text-stone-600 uppercase">Read more</p>
              <ul className="mt-2 space-y-1.5 text-sm">
                {topic.articles.map((id) =>
                  titles.has(id) ? (
                    <li key={id}>
                      <Link to={`/resources/${id}`} className="font-medium text-brand-700 underline underline-offset-2">
                        {titles.get(id)}
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="journal-heading" icon={BookLock} title="Your private journal">
        <div className="mt-4 max-w-3xl rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <p className="leading-relaxed text-stone-800">
            Some reflections are just for you. Keep them somewhere private: a notebook, or a notes app only you can
            open. Nothing you write for yourself is shared here or anywhere else.
          </p>
          <p className="mt-3 leading-relaxed text-stone-800">
            If you are a client, you can bring what you have written to your next session, or share it with your
            therapist through the homework space of your{" "}
            <Link to="/client-dashboard" className="font-medium text-brand-700 underline underline-offset-2">
              Client Portal
            </Link>
            , which only you and your therapist can see.
          </p>
        </div>
      </Section>

      <Section id="guidelines-heading" icon={ShieldCheck} title="Community guidelines">
        <ol className="mt-6 grid max-w-3xl list-decimal gap-3 pl-6 text-stone-800 marker:font-semibold marker:text-brand-700">
          {GUIDELINES.map((rule) => (
            <li key={rule} className="pl-1 leading-relaxed">
              {rule}
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-stone-700">
          How we protect what you share is set out in our{" "}
          <Link to="/confidentiality" className="font-medium text-brand-700 underline underline-offset-2">
            confidentiality statement
          </Link>
          .
        </p>
      </Section>
    </main>
  );
}
