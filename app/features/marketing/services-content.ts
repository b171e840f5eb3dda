import type { Region, ServiceCategory } from "@domain/enums";

/** Spec 000 §2.6: the six conditions treated. */
export const CONDITIONS: readonly { title: string; body: string }[] = [
  {
    title: "Anxiety disorders",
    body: "Worry, panic and fear that crowd out daily life, including generalised and social anxiety.",
  },
  {
    title: "Post-traumatic stress disorder",
    body: "Flashbacks, nightmares and feeling on edge after something overwhelming happened to you.",
  },
  {
    title: "Depressive disorders",
    body: "Persistent low mood, emptiness or loss of interest that makes each day feel heavy.",
  },
  {
    title: "Self-esteem problems",
    body: "A harsh inner critic, shame or the sense of never being enough.",
  },
  {
    title: "Relational difficulties",
    body: "Conflict, distance or repeating patterns with partners, family, friends or colleagues.",
  },
  {
    title: "Behavioural problems and impulse control issues",
    body: "Anger, compulsive habits or actions that feel out of your control.",
  },
];

/** A service card (spec 000 §3: title, description, image, optional availability badge). */
export interface ServiceCard {
  title: string;
  description: string;
  image: string;
  /** Catalogue category whose cheapest session gives the card's "from" price. */
  category: ServiceCategory;
  badge?: string;
  /** Shown only to visitors of this region; absent: shown to everyone. */
  onlyFor?: Region;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: "Individual Therapy",
    description:
      "One-to-one sessions for anxiety, low mood, trauma, stress or simply feeling stuck. Online, or in person in Accra.",
    image: "/images/marketing/service-individual.svg",
    category: "individual",
  },
  {
    title: "Couples Therapy",
    description:
      "A calm space for partners to understand each other, repair hurt, improve communication and rebuild closeness.",
    image: "/images/marketing/service-couples.svg",
    category: "couples",
  },
  {
    title: "Family Therapy",
    description:
      "Support for families going through conflict, loss or change, so that every voice is heard and relationships can heal.",
    image: "/images/marketing/service-family.svg",
    category: "family",
  },
  {
    title: "Walk Therapy",
    description:
      "Therapy outdoors, side by side. Walking eases the pressure of eye contact and lets movement help the conversation.",
    image: "/images/marketing/service-walk.svg",
    category: "walking",
    badge: "Local clients only",
    onlyFor: "local",
  },
  {
    title: "Therapeutic Yoga",
    description:
      "Gentle, trauma-informed movement and breathwork to reconnect with your body and calm the nervous system.",
    image: "/images/marketing/service-yoga.svg",
    category: "yoga",
    badge: "Available internationally",
  },
];

/** The cards a visitor of `region` sees, in order. */
export function cardsFor(region: Region): ServiceCard[] {
  return SERVICE_CARDS.filter((card) => card.onlyFor === undefined || card.onlyFor === region);
}
