import { NewsletterSignup } from "~/components/newsletter-signup";

/** The newsletter / mailing-list box of the workshops and retreats pages: the practice's one list, with double opt-in. */
export function MailingListBox({
  id,
  title,
  text,
  source,
}: {
  id: string;
  title: string;
  text: string;
  source: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-16 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 id={id} className="font-serif text-2xl text-brand-900">
        {title}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{text}</p>
      <NewsletterSignup source={source} />
    </section>
  );
}
