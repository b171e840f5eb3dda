import type { Practice } from "./practice";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** "9:00 AM" or "7pm" → "09:00" / "19:00"; null when it is not a time. */
function to24h(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?$/i.exec(text.trim());
  if (!match) return null;
  const [, h = "", m = "00", half = ""] = match;
  const hour = (Number(h) % 12) + (half.toUpperCase() === "P" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m}`;
}

/** "Tuesday - Thursday" → the three days; null when a name is not a weekday. */
function dayRange(text: string): string[] | null {
  const [first, last = first] = text.split(/\s*[-–]\s*/).map((d) => d.trim().toLowerCase());
  const from = DAYS.findIndex((d) => d.toLowerCase() === first);
  const to = DAYS.findIndex((d) => d.toLowerCase() === last);
  if (from < 0 || to < from) return null;
  return DAYS.slice(from, to + 1);
}

/**
 * The office hours as schema.org wants them. The configured lines are written for people
 * ("Tuesday - Thursday", "11:00 AM - 7:00 PM"); closed or unreadable lines are left out
 * rather than guessed.
 */
export function openingHoursSpecification(lines: Practice["officeHours"]): OpeningHoursSpecification[] {
  return lines.flatMap((line) => {
    const days = dayRange(line.days);
    const [opensText = "", closesText = ""] = line.hours.split(/\s+[-–]\s+/);
    const opens = to24h(opensText);
    const closes = to24h(closesText);
    if (!days || !opens || !closes) return [];
    return [{ "@type": "OpeningHoursSpecification" as const, dayOfWeek: days, opens, closes }];
  });
}

/** schema.org description of the practice for search engines (JSON-LD). */
export function practiceStructuredData(practice: Practice, origin: string) {
  const { address } = practice;
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    name: practice.legalName,
    description: `Individual, couples and family therapy in ${address.locality}, ${address.city}, ${address.country}, and online: sensorimotor psychotherapy, CBT, psychodynamic work and mindfulness.`,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: practice.phone,
    email: practice.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.line,
      addressLocality: `${address.locality}, ${address.city}`,
      addressCountry: address.countryCode,
    },
    founder: { "@type": "Person", name: practice.directorName },
    sameAs: [practice.social.linkedin, practice.social.instagram],
    openingHoursSpecification: openingHoursSpecification(practice.officeHours),
  };
}

/** JSON for an inline script: "<" escaped so no text can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
