import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import type { Practice } from "./practice";

const cardClass = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200";

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Spec 000 §2.4: phone, e-mail, where the practice is, and its two profiles. */
export function ContactCard({ practice }: { practice: Practice }) {
  const { address, social } = practice;
  return (
    <section aria-labelledby="contact-card-heading" className={cardClass}>
      <h3 id="contact-card-heading" className="text-lg font-semibold text-stone-900">
        Contact details
      </h3>
      <ul className="mt-4 space-y-4 text-stone-700">
        <li className="flex gap-3">
          <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={telHref(practice.phone)} className="hover:text-brand-700 hover:underline">
            <span className="sr-only">Phone: </span>
            {practice.phone}
          </a>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${practice.email}`} className="break-all hover:text-brand-700 hover:underline">
            <span className="sr-only">E-mail: </span>
            {practice.email}
          </a>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <span className="sr-only">Location: </span>
            Inside a physiotherapy clinic in {address.locality}, {address.city}, {address.country}
          </span>
        </li>
      </ul>
      <div className="mt-5 flex flex-wrap gap-3 border-t border-stone-200 pt-5">
        <ProfileLink href={social.linkedin} label="LinkedIn" />
        <ProfileLink href={social.instagram} label="Instagram" />
      </div>
    </section>
  );
}

function ProfileLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {label}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Spec 000 §9's office hours and the in-person days. */
export function OfficeHoursCard({ practice }: { practice: Practice }) {
  return (
    <section aria-labelledby="office-hours-heading" className={cardClass}>
      <h3 id="office-hours-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Clock aria-hidden className="size-5 text-brand-700" />
        Office hours
      </h3>
      <dl className="mt-4 space-y-2 text-sm">
        {practice.officeHours.map((line) => (
          <div key={line.days} className="flex justify-between gap-4">
            <dt className="text-stone-700">{line.days}</dt>
            <dd className="text-right font-medium text-stone-900">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{practice.inPersonNote}</p>
      <p className="mt-3 text-xs text-stone-600">Times are Accra time (GMT).</p>
    </section>
  );
}
