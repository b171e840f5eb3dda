import { useLocation } from "react-router";
import { NewsletterSignup } from "./newsletter-signup";

/** The footer's small mailing-list box: the page it is on is kept as where the address was given. */
export function FooterNewsletter() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="footer-newsletter-heading" className="mx-auto max-w-6xl px-6 pb-10">
      <div className="max-w-xl">
        <h2 id="footer-newsletter-heading" className="text-sm font-semibold tracking-wide text-white uppercase">
          Mailing list
        </h2>
        <p className="mt-2 text-sm">New workshops, retreats and resources, now and then.</p>
        <NewsletterSignup source={pathname} tone="dark" />
      </div>
    </section>
  );
}
