import { ContactCard, OfficeHoursCard } from "./contact-details";
import { ContactForm } from "./contact-form";
import type { ContactActionResult } from "./contact-result";
import type { Practice } from "./practice";

/** Spec 000 §2.4: the contact section (anchor contact): the form, the contact card and office hours. */
export function ContactSection({
  practice,
  documentResult,
}: {
  practice: Practice;
  documentResult?: ContactActionResult;
}) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-sand-100 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="contact-heading" className="text-center font-serif text-3xl text-brand-900">
          Get in touch
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">
          Reaching out is often the hardest part. Send a short note and we will find a time that works for you.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-5">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-3">
            <h3 id="contact-form-heading" className="font-serif text-2xl text-brand-900">
              Schedule a Consultation
            </h3>
            <p className="mt-2 mb-6 text-sm text-stone-700">
              Fields marked optional can be left empty. Everything you send is read only by the practice.
            </p>
            <ContactForm documentResult={documentResult} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <ContactCard practice={practice} />
            <OfficeHoursCard practice={practice} />
          </div>
        </div>
      </div>
    </section>
  );
}
