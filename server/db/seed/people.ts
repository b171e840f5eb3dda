import type { Currency, Region, Role } from "@domain/enums";
import {
  authAccounts,
  notificationPreferences,
  profiles,
  therapistAvailability,
  userRoles,
  users,
} from "@server/db/schema";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { addDays, insertMissing, type SeedContext, seedId } from "./context";

export type PersonKey = "admin" | "director" | "therapist" | "applicant" | "ama" | "kwame" | "sarah";

interface DemoPerson {
  key: PersonKey;
  /** How the account is described in the printed list. */
  label: string;
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  timezone: string;
  region: Region;
  currency: Currency;
  bio?: string;
  approvalStatus?: "approved" | "pending";
  applicationNote?: string;
}

const DOMAIN = "demo.nkabom.example";
const ADMIN_PASSWORD = "demo-admin-2026";
const THERAPIST_PASSWORD = "demo-therapist-2026";
const CLIENT_PASSWORD = "demo-client-2026";

const accra = { timezone: "Africa/Accra", region: "local", currency: "GHS" } as const;

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: "admin",
    label: "admin",
    role: "admin",
    email: `admin@${DOMAIN}`,
    password: ADMIN_PASSWORD,
    firstName: "Abena",
    lastName: "Owusu",
    phone: "+233 24 100 0001",
    ...accra,
  },
  {
    key: "director",
    label: "therapist (director)",
    role: "therapist",
    email: `director@${DOMAIN}`,
    password: THERAPIST_PASSWORD,
    firstName: "Efua",
    lastName: "Asante",
    phone: "+233 24 100 0002",
    ...accra,
    approvalStatus: "approved",
    bio: "Director and psychotherapist. Over 16 years of practice blending sensorimotor psychotherapy, CBT, psychodynamic work and mindfulness.",
  },
  {
    key: "therapist",
    label: "therapist",
    role: "therapist",
    email: `therapist@${DOMAIN}`,
    password: THERAPIST_PASSWORD,
    firstName: "Kojo",
    lastName: "Mensah",
    phone: "+233 24 100 0003",
    ...accra,
    approvalStatus: "approved",
    bio: "Couples and family therapist with a systemic, strengths-based approach.",
  },
  {
    key: "applicant",
    label: "client (pending therapist application)",
    role: "client",
    email: `applicant@${DOMAIN}`,
    password: CLIENT_PASSWORD,
    firstName: "Nana",
    lastName: "Adjei",
    phone: "+233 24 100 0004",
    ...accra,
    approvalStatus: "pending",
    applicationNote: "Licensed counsellor, 6 years with adolescents and young adults; available for online sessions.",
  },
  {
    key: "ama",
    label: "client (local)",
    role: "client",
    email: `ama@${DOMAIN}`,
    password: CLIENT_PASSWORD,
    firstName: "Ama",
    lastName: "Boateng",
    phone: "+233 24 200 0001",
    ...accra,
    bio: "Working on anxiety and balance at work.",
  },
  {
    key: "kwame",
    label: "client (local)",
    role: "client",
    email: `kwame@${DOMAIN}`,
    password: CLIENT_PASSWORD,
    firstName: "Kwame",
    lastName: "Osei",
    phone: "+233 24 200 0002",
    ...accra,
  },
  {
    key: "sarah",
    label: "client (international, GBP)",
    role: "client",
    email: `sarah@${DOMAIN}`,
    password: CLIENT_PASSWORD,
    firstName: "Sarah",
    lastName: "Mitchell",
    phone: "+44 7700 900123",
    timezone: "Europe/London",
    region: "international",
    currency: "GBP",
  },
];

export type People = Record<PersonKey, string>;

export const demoAccounts = () =>
  DEMO_PEOPLE.map((p) => ({
    role: p.label,
    email: p.email,
    password: p.password,
    name: `${p.firstName} ${p.lastName}`,
  }));

/** Creates the demo users that are missing and returns every demo user's id. */
export async function seedPeople(ctx: SeedContext): Promise<People> {
  const ids: Partial<People> = {};
  for (const person of DEMO_PEOPLE) {
    ids[person.key] = await ensureUser(ctx, person);
  }
  const people = ids as People;
  for (const person of DEMO_PEOPLE) await ensureProfile(ctx, person, people);
  await seedAvailability(ctx, people.director, 9, 17);
  await seedAvailability(ctx, people.therapist, 10, 18);
  return people;
}

/** The user with this e-mail; created (with a password credential) when there is none. */
async function ensureUser(ctx: SeedContext, person: DemoPerson): Promise<string> {
  const [existing] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  if (existing) return existing.id;
  const id = seedId("user", person.email);
  await insertMissing(ctx, users, [
    { id, name: `${person.firstName} ${person.lastName}`, email: person.email, emailVerified: true },
  ]);
  await insertMissing(ctx, authAccounts, [
    {
      id: seedId("auth_account", person.email),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: await hashPassword(person.password),
    },
  ]);
  return id;
}

async function ensureProfile(ctx: SeedContext, person: DemoPerson, people: People): Promise<void> {
  const userId = people[person.key];
  const approved = person.approvalStatus === "approved";
  await insertMissing(ctx, profiles, [
    {
      id: userId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      bio: person.bio ?? null,
      timezone: person.timezone,
      region: person.region,
      currency: person.currency,
      approvalStatus: person.approvalStatus ?? null,
      applicationNote: person.applicationNote ?? null,
      approvedBy: approved ? people.admin : null,
      approvedAt: approved ? addDays(ctx.now, -400) : null,
      lastActivity: person.role === "client" ? addDays(ctx.now, -1) : null,
    },
  ]);
  await insertMissing(ctx, userRoles, [{ id: seedId("user_role", person.email), userId, role: person.role }]);
  await insertMissing(ctx, notificationPreferences, [{ userId }]);
}

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00:00`;

/** Seven rows (0 = Sunday): working hours Monday to Friday, weekend closed. */
async function seedAvailability(ctx: SeedContext, therapistId: string, from: number, to: number): Promise<void> {
  const rows = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    id: seedId("availability", `${therapistId}/${dayOfWeek}`),
    therapistId,
    dayOfWeek,
    startTime: hh(from),
    endTime: hh(to),
    isAvailable: dayOfWeek >= 1 && dayOfWeek <= 5,
  }));
  await insertMissing(ctx, therapistAvailability, rows);
}
