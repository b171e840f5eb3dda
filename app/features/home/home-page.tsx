import { MobileBottomBar } from "~/components/mobile-bottom-bar";
import type { ContactActionResult } from "./contact-result";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import type { Practice } from "./practice";
import { ServiceStrip } from "./service-strip";
import { Testimonials } from "./testimonials";
import { WhyChooseMe } from "./why-choose-me";

/** Spec 000 §2.4, in order: hero, services, why me, testimonials, contact, bottom bar (footer is in root). */
export function HomePage({ practice, documentResult }: { practice: Practice; documentResult?: ContactActionResult }) {
  return (
    <main>
      <Hero />
      <ServiceStrip />
      <WhyChooseMe directorName={practice.directorName} videoId={practice.welcomeVideoId} />
      <Testimonials formUrl={practice.testimonialFormUrl} />
      <ContactSection practice={practice} documentResult={documentResult} />
      <MobileBottomBar />
    </main>
  );
}
