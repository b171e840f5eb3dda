import { PhoneCall } from "lucide-react";
import { ArticleList } from "./article-list";
import { PageHero } from "./page-sections";
import { NewsletterBox, QuickTools, RecommendedReading } from "./resources-extras";

/** Spec 000 §2.13. */
export function ResourcesPage({ readMinutes }: { readMinutes: Record<string, number> }) {
  return (
    <main>
      <PageHero eyebrow="Resources" title="Resources for your wellbeing">
        <p>Articles, quick tools and reading to support you between sessions, or before you are ready to begin.</p>
      </PageHero>
      <ArticleList readMinutes={readMinutes} />
      <QuickTools />
      <RecommendedReading />
      <NewsletterBox />
      <p className="mx-auto flex max-w-3xl gap-2 px-6 text-sm leading-relaxed text-stone-700">
        <PhoneCall className="mt-0.5 size-4 shrink-0 text-clay-500" aria-hidden="true" />
        <span>
          These resources are not a substitute for care. If you are in immediate danger, call 112 in Ghana or your local
          emergency number.
        </span>
      </p>
    </main>
  );
}
