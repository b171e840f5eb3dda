import { toMinor } from "@domain/money";
import { events } from "@server/db/schema";
import { inArray } from "drizzle-orm";
import { addDays, dayAt, insertMissing, type SeedContext, seedId } from "./context";

type EventRow = typeof events.$inferInsert;

const DIRECTOR = "Efua Asante, Director and Psychotherapist";

/** Two workshops and two retreats, one of each upcoming and one past, and a free community evening ahead. */
export function demoEvents(now: Date): EventRow[] {
  const rows: Omit<EventRow, "facilitator">[] = [
    {
      slug: "managing-stress-and-burnout",
      title: "Managing Stress and Burnout",
      tagline: "Find your footing when everything feels urgent",
      description:
        "A practical half-day workshop on noticing stress in the body, setting limits at work and building small daily habits that protect your energy.",
      eventType: "workshop",
      startDate: dayAt(now, 24, 10),
      endDate: dayAt(now, 24, 13),
      duration: "3 hours",
      location: "Nkabom practice, 14 Abelemkpe Road, Accra (also streamed online)",
      capacity: 25,
      objectives: [
        "Recognise the early signs of burnout",
        "Practise two grounding techniques you can use at your desk",
        "Draft a personal plan for rest and boundaries",
      ],
      itinerary: [
        {
          day: "Morning",
          activities: [
            "Welcome and check-in",
            "How stress lives in the body",
            "Grounding practice",
            "Your boundaries plan",
          ],
        },
      ],
      testimonials: [{ quote: "I left with tools I used the very next Monday.", author: "Workshop participant, 2025" }],
      image: "/images/events/stress-burnout-workshop.jpg",
      priceLocal: toMinor(350),
      priceInternational: toMinor(45),
    },
    {
      slug: "boundaries-without-guilt",
      title: "Boundaries Without Guilt",
      tagline: "Saying no kindly, and meaning it",
      description:
        "An interactive workshop on why boundaries feel hard, how family and culture shape them, and how to hold them with warmth.",
      eventType: "workshop",
      startDate: dayAt(now, -45, 10),
      endDate: dayAt(now, -45, 13),
      duration: "3 hours",
      location: "Nkabom practice, 14 Abelemkpe Road, Accra",
      capacity: 20,
      objectives: [
        "Understand where guilt comes from",
        "Practise clear, kind language",
        "Leave with one boundary to try this week",
      ],
      itinerary: [
        {
          day: "Morning",
          activities: ["Opening circle", "Roots of guilt", "Role-play in pairs", "Closing reflection"],
        },
      ],
      testimonials: [{ quote: "Gentle, honest and very practical.", author: "Akosua, Accra" }],
      image: "/images/events/boundaries-workshop.jpg",
      priceLocal: toMinor(300),
      priceInternational: toMinor(40),
    },
    {
      slug: "reset-by-the-volta",
      title: "Reset by the Volta",
      tagline: "Four days to rest, reflect and reconnect",
      description:
        "A small residential retreat on the Volta river: mindful movement, group sessions, time in nature and space to simply be.",
      eventType: "retreat",
      startDate: dayAt(now, 60, 14),
      endDate: dayAt(now, 63, 12),
      duration: "4 days, 3 nights",
      location: "Riverside lodge, Akosombo, Volta Region",
      capacity: 12,
      objectives: [
        "Rest your nervous system",
        "Reflect on what you want to carry forward",
        "Connect with a small, caring group",
      ],
      itinerary: [
        { day: "Day 1", activities: ["Arrival and welcome circle", "Evening relaxation"] },
        { day: "Day 2", activities: ["Morning yoga", "Group session: what drains and restores me", "River walk"] },
        { day: "Day 3", activities: ["Mindful movement", "Journaling workshop", "Free afternoon", "Fireside sharing"] },
        { day: "Day 4", activities: ["Closing circle", "Departure"] },
      ],
      testimonials: [{ quote: "I came home lighter than I have felt in years.", author: "Retreat guest, 2025" }],
      image: "/images/events/volta-retreat.jpg",
      priceLocal: toMinor(6500),
      priceInternational: toMinor(850),
      allowDeposit: true,
      depositPercentage: 30,
    },
    {
      slug: "still-waters-aburi",
      title: "Still Waters in Aburi",
      tagline: "A weekend in the hills to slow down",
      description: "A weekend retreat in the Aburi hills with guided walks, group reflection and restorative yoga.",
      eventType: "retreat",
      startDate: dayAt(now, -120, 15),
      endDate: dayAt(now, -118, 12),
      duration: "3 days, 2 nights",
      location: "Hillside guesthouse, Aburi, Eastern Region",
      capacity: 10,
      objectives: ["Slow down", "Practise restorative yoga", "Share and be heard"],
      itinerary: [
        { day: "Day 1", activities: ["Arrival", "Welcome dinner"] },
        { day: "Day 2", activities: ["Guided garden walk", "Group reflection", "Restorative yoga"] },
        { day: "Day 3", activities: ["Closing circle", "Departure"] },
      ],
      testimonials: [{ quote: "A rare weekend of real quiet.", author: "Kofi, Accra" }],
      image: "/images/events/aburi-retreat.jpg",
      priceLocal: toMinor(4500),
      priceInternational: toMinor(600),
    },
    {
      slug: "community-circle-carrying-it-all",
      title: "Community Circle: Carrying It All",
      tagline: "A free evening to talk, listen and breathe together",
      description:
        "An open, therapist-led circle for anyone feeling stretched by work, family and everything in between. Come to listen or to share: you never have to speak. Light refreshments provided.",
      eventType: "community",
      startDate: dayAt(now, 12, 17),
      endDate: dayAt(now, 12, 19),
      duration: "2 hours",
      location: "Nkabom practice, 14 Abelemkpe Road, Accra (also streamed online)",
      capacity: 30,
      objectives: [
        "Hear how others carry the same load",
        "Practise one calming breath you can use anywhere",
        "Leave with one small act of care for the week",
      ],
      itinerary: [
        {
          day: "Evening",
          activities: ["Welcome and tea", "Breathing together", "Sharing circle", "Closing reflection"],
        },
      ],
      testimonials: [
        { quote: "I didn't say a word the first time, and still left lighter.", author: "Circle member, Accra" },
      ],
      image: "/images/events/community-circle.jpg",
      priceLocal: 0,
      priceInternational: 0,
    },
  ];
  return rows.map((row) => ({
    ...row,
    id: seedId("event", row.slug),
    facilitator: row.slug === "boundaries-without-guilt" ? `${DIRECTOR}, with Kojo Mensah` : DIRECTOR,
    status: "published",
    createdAt: addDays(now, -150),
  }));
}

export type StoredEvent = Pick<
  typeof events.$inferSelect,
  "id" | "title" | "priceLocal" | "allowDeposit" | "depositPercentage"
>;

/** Seeds the events and returns each demo event as stored (an existing one wins), by slug. */
export async function seedEvents(ctx: SeedContext): Promise<Map<string, StoredEvent>> {
  const rows = demoEvents(ctx.now);
  await insertMissing(ctx, events, rows);
  const stored = await ctx.tx
    .select({
      slug: events.slug,
      id: events.id,
      title: events.title,
      priceLocal: events.priceLocal,
      allowDeposit: events.allowDeposit,
      depositPercentage: events.depositPercentage,
    })
    .from(events)
    .where(
      inArray(
        events.slug,
        rows.map((r) => r.slug),
      ),
    );
  return new Map(stored.map(({ slug, ...event }) => [slug, event]));
}
