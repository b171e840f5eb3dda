import { EVENTS_LINKS, MAIN_LINKS, SERVICES_LINKS } from "@domain/navigation";
import { Link } from "react-router";
import { FooterNewsletter } from "./footer-newsletter";
import { Logo } from "./logo";

interface Props {
  practiceName: string;
  legalName: string;
  email: string;
  /** The office hours an admin set (root loader), as lines a person reads. */
  officeHours: readonly { days: string; hours: string }[];
}

/** Spec 000 §2.4: about blurb, quick links, trust and privacy links, contact, confidentiality line. */
export function SiteFooter({ practiceName, legalName, email, officeHours }: Props) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <Logo />
            <span className="font-serif text-lg text-white">{practiceName}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed">
            Therapy as a bridge back to yourself and to each other. Individual, couples and family therapy in Accra and
            online, with care that meets you where you are.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[...MAIN_LINKS.slice(1, 4), ...SERVICES_LINKS, ...EVENTS_LINKS].map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Trust &amp; privacy</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/privacy-policy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/confidentiality" className="hover:text-white hover:underline">
                Confidentiality Statement
              </Link>
            </li>
            <li>
              <Link to="/resources" className="hover:text-white hover:underline">
                Resources
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${email}`} className="hover:text-white hover:underline">
                {email}
              </a>
            </li>
            <li>Available by appointment</li>
            <li>Accra, Ghana &amp; Online</li>
          </ul>
          <h2 className="mt-6 text-sm font-semibold tracking-wide text-white uppercase">Office hours</h2>
          <dl className="mt-2 space-y-1 text-sm">
            {officeHours.map((line) => (
              <div key={line.days}>
                <dt className="inline">{line.days}: </dt>
                <dd className="inline">{line.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-xs text-brand-200">Accra time (GMT)</p>
        </div>
      </div>
      <FooterNewsletter />
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-6 py-6 text-xs text-brand-200">
          Everything you share is kept confidential, within the limits set out in our Confidentiality Statement. ©{" "}
          {year} {legalName}.
        </p>
      </div>
    </footer>
  );
}
