/** Fixed texts of the home page (spec 000 §2.4, §3: testimonials are fixed content). */

export interface Testimonial {
  name: string;
  /** Empty on purpose (spec 000 §3): clients are not identified by their work. */
  role: string;
  content: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "A. O., Accra",
    role: "",
    content:
      "I came in carrying years of anxiety I had never said out loud. I was met with patience, not judgement. Slowly I learned to notice what my body was telling me and to breathe through it. I sleep better, I speak up at work, and I finally feel like myself again.",
  },
  {
    name: "A couple, East Legon",
    role: "",
    content:
      "We were talking past each other for months and had almost given up. Our sessions gave us a safe place to be honest without it turning into a fight. We still have hard days, but now we know how to find our way back to each other.",
  },
];

export interface ServiceCategory {
  title: string;
  description: string;
  href: "/services" | "/corporate-services";
  icon: "individual" | "couples" | "family" | "corporate";
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    title: "Individual Therapy",
    description: "One-to-one support for anxiety, low mood, trauma, stress and the transitions life brings.",
    href: "/services",
    icon: "individual",
  },
  {
    title: "Couples Therapy",
    description: "A calm space to rebuild trust, communicate more kindly and feel like a team again.",
    href: "/services",
    icon: "couples",
  },
  {
    title: "Family Therapy",
    description: "Help for families to understand one another, ease conflict and support each member.",
    href: "/services",
    icon: "family",
  },
  {
    title: "Corporate Services",
    description: "Workshops, wellbeing programmes and confidential support for teams and organisations.",
    href: "/corporate-services",
    icon: "corporate",
  },
];
