import { ArrowLeft, PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ArticleBody } from "./article-body";
import type { ArticlePage as ArticleData } from "./articles.server";
import { CRISIS_HELP } from "./resources-content";

const tel = (number: string) => `tel:${number.replace(/\s+/g, "")}`;

/** One article: its category and reading time, its text, the signature, how to book, and where to find help now. */
export function ArticlePage({ article, signedBy, email }: { article: ArticleData; signedBy: string; email: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to="/resources"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden className="size-4" /> All articles
      </Link>
      <article aria-labelledby="article-title" className="mt-6">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {article.category} · {article.readMinutes} min read
          </p>
          <h1 id="article-title" className="mt-2 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-xl leading-relaxed text-stone-700">{article.excerpt}</p>
        </header>
        <ArticleBody body={article.body} />
        <p className="mt-10 font-serif text-lg text-brand-900">{signedBy}</p>
      </article>

      <section aria-labelledby="book-heading" className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 id="book-heading" className="font-serif text-2xl text-brand-900">
          Talk it through with us
        </h2>
        <p className="mt-3 leading-relaxed text-stone-800">
          If something here speaks to you, you do not have to work it out alone. Sessions are online, or in person in
          Accra. Book a time that suits you, or write to us at{" "}
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-2">
            {email}
          </a>{" "}
          with any question first.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/book" className={buttonClass("primary")}>
            Book a Session
          </Link>
          <Link to="/services" className={buttonClass("secondary")}>
            See our services
          </Link>
        </div>
      </section>

      <aside aria-labelledby="help-heading" className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <h2 id="help-heading" className="flex items-center gap-2 font-semibold text-stone-900">
          <PhoneCall aria-hidden className="size-5 text-clay-500" /> If you need help now
        </h2>
        <p className="mt-2 leading-relaxed text-stone-800">
          This article is not a substitute for care. If you are in immediate danger, call{" "}
          <a href={tel(CRISIS_HELP.emergency)} className="font-semibold text-brand-700 underline">
            {CRISIS_HELP.emergency}
          </a>
          . To talk to someone in Ghana now, call {CRISIS_HELP.helplineName},{" "}
          <a href={tel(CRISIS_HELP.helpline)} className="font-semibold text-brand-700 underline">
            {CRISIS_HELP.helpline}
          </a>
          . Outside Ghana, call your local emergency number.
        </p>
      </aside>
    </main>
  );
}
