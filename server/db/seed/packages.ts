import type { PlanSessionType } from "@domain/enums";
import { toMinor } from "@domain/money";
import { therapyPackages } from "@server/db/schema";
import { insertMissing, type SeedContext } from "./context";

type PackageRow = typeof therapyPackages.$inferInsert;

interface LocalPackage {
  id: string;
  name: string;
  format: string;
  /** What its credits pay for (spec 000 §5's matching, as a plan's session type). */
  sessionType: PlanSessionType;
  icon: string;
  durationMinutes: number;
  ghs: number;
  description: string;
  features: string[];
}

/** The nine local packages of spec 000 §3, six sessions each, in list order. */
const LOCAL: LocalPackage[] = [
  {
    id: "local-6-session-teletherapy",
    name: "6 Session Teletherapy",
    format: "Individual Online",
    sessionType: "individual_teletherapy",
    icon: "video",
    durationMinutes: 50,
    ghs: 2100,
    description: "Six online individual sessions at a gentle, steady rhythm.",
    features: [
      "6 individual online sessions",
      "50 minutes per session",
      "Secure video platform",
      "Flexible scheduling",
    ],
  },
  {
    id: "local-couples-teletherapy",
    name: "Couples Teletherapy Package",
    format: "Couples Online",
    sessionType: "couples_teletherapy",
    icon: "heart",
    durationMinutes: 60,
    ghs: 3000,
    description: "Six online sessions for partners who want to communicate and reconnect.",
    features: [
      "6 couples online sessions",
      "60 minutes per session",
      "Join together or from two places",
      "Flexible scheduling",
    ],
  },
  {
    id: "local-family-teletherapy",
    name: "Family Teletherapy Package",
    format: "Family Online",
    sessionType: "couples_teletherapy",
    icon: "users",
    durationMinutes: 60,
    ghs: 3000,
    description: "Six online sessions for families working through change or conflict.",
    features: [
      "6 family online sessions",
      "60 minutes per session",
      "Every member can join from home",
      "Flexible scheduling",
    ],
  },
  {
    id: "local-extended-individual-teletherapy",
    name: "Extended Individual Teletherapy",
    format: "Individual Online",
    sessionType: "individual_teletherapy",
    icon: "clock",
    durationMinutes: 80,
    ghs: 3900,
    description: "Six longer online sessions for deeper work without watching the clock.",
    features: ["6 individual online sessions", "80 minutes per session", "Room for deeper work", "Flexible scheduling"],
  },
  {
    id: "local-extended-couples-teletherapy",
    name: "Extended Couples Teletherapy",
    format: "Couples Online",
    sessionType: "couples_teletherapy",
    icon: "heart-handshake",
    durationMinutes: 90,
    ghs: 5100,
    description: "Six longer online sessions for partners with a lot to work through.",
    features: [
      "6 couples online sessions",
      "90 minutes per session",
      "Time for both voices to be heard",
      "Flexible scheduling",
    ],
  },
  {
    id: "local-in-person-individual",
    name: "In-Person Individual Therapy",
    format: "Individual In-Person",
    sessionType: "individual_in_person",
    icon: "map-pin",
    durationMinutes: 60,
    ghs: 4200,
    description: "Six face-to-face individual sessions at the practice in Accra.",
    features: [
      "6 in-person sessions in Accra",
      "60 minutes per session",
      "Quiet, private practice room",
      "Tuesday and Thursday sessions",
    ],
  },
  {
    id: "local-hybrid-individual",
    name: "Hybrid Individual Package",
    format: "Hybrid",
    sessionType: "hybrid",
    icon: "shuffle",
    durationMinutes: 50,
    ghs: 3150,
    description: "Three in-person and three online sessions: the room when you need it, home when you don't.",
    features: ["3 in-person sessions in Accra", "3 online sessions", "50 minutes per session", "Flexible scheduling"],
  },
  {
    id: "local-in-person-couples",
    name: "In-Person Couples Therapy",
    format: "Couples In-Person",
    sessionType: "couples_in_person",
    icon: "users-round",
    durationMinutes: 60,
    ghs: 5400,
    description: "Six face-to-face sessions for partners at the practice in Accra.",
    features: [
      "6 in-person couples sessions in Accra",
      "60 minutes per session",
      "Quiet, private practice room",
      "Tuesday and Thursday sessions",
    ],
  },
  {
    id: "local-extended-in-person-couples",
    name: "Extended In-Person Couples",
    format: "Couples In-Person",
    sessionType: "couples_in_person",
    icon: "sparkles",
    durationMinutes: 90,
    ghs: 7200,
    description: "Six longer face-to-face sessions for partners ready for deeper change.",
    features: [
      "6 in-person couples sessions in Accra",
      "90 minutes per session",
      "Time for both voices to be heard",
      "Tuesday and Thursday sessions",
    ],
  },
];

const localRows: PackageRow[] = LOCAL.map(({ ghs, ...pkg }, index) => ({
  ...pkg,
  region: "local",
  sessions: 6,
  highlight: index === 0,
  badge: index === 0 ? "Gently consistent care" : null,
  priceGhs: toMinor(ghs),
  validMonths: 6,
  sortOrder: (index + 1) * 10,
}));

/** The one international package, features as spec 000 §3 lists them. */
const internationalRow: PackageRow = {
  id: "intl-6-session-package",
  region: "international",
  name: "6 Session Package",
  format: "Individual Teletherapy",
  sessionType: "individual_teletherapy",
  icon: "globe",
  sessions: 6,
  durationMinutes: 50,
  highlight: true,
  badge: "Recommended",
  description: "6-session package designed for consistent support and growth.",
  features: [
    "6 individual teletherapy sessions",
    "50 minutes per session",
    "secure video platform",
    "flexible scheduling",
    "email support between sessions",
  ],
  priceUsd: toMinor(400),
  priceGbp: toMinor(350),
  priceEur: toMinor(400),
  validMonths: 6,
  sortOrder: 10,
};

export const PACKAGES: PackageRow[] = [...localRows, internationalRow];

export async function seedPackages(ctx: SeedContext): Promise<void> {
  await insertMissing(ctx, therapyPackages, PACKAGES);
}
