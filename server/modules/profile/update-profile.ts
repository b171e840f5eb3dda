import { CONTACT_LIMITS, isPhoneNumber } from "@domain/contact";
import { isValidTimeZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { profiles, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type MyProfile, myProfileColumns } from "./get-my-profile";
import { DEFAULT_TIME_ZONE } from "./time-zones";

export const PROFILE_MESSAGES = {
  phone: `Please enter a valid phone number (${CONTACT_LIMITS.phoneMinLength}–${CONTACT_LIMITS.phoneMaxLength} digits, spaces, dashes or +), or leave it empty.`,
  timezone: "Please choose a time zone from the list.",
  bio: "Please keep your bio under 2,000 characters.",
} as const;

/** The same name rules as sign-up (domain/account-schemas.ts), so a name that signed up can be saved. */
const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/** An optional text field: blank is "not given" (null). */
const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

/** Spec 001 §5: first and last name required; phone, time zone and bio optional. */
const schema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  phone: optional(CONTACT_LIMITS.phoneMaxLength, PROFILE_MESSAGES.phone).refine(
    (v) => v === null || isPhoneNumber(v),
    PROFILE_MESSAGES.phone,
  ),
  timezone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || DEFAULT_TIME_ZONE)
    .refine(isValidTimeZone, PROFILE_MESSAGES.timezone),
  bio: optional(2000, PROFILE_MESSAGES.bio),
});

/**
 * The viewer updates their own profile (spec 001 §7: first_name, last_name, phone, bio,
 * timezone). There is no id in the input: whoever is signed in is whose profile changes. The
 * account's display name follows the profile's, and the audit log records which fields changed
 * (not their values, which are personal).
 */
export async function updateProfile(db: Database, viewer: Viewer, raw: unknown): Promise<MyProfile> {
  const input = parseInput(schema, raw);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        phone: profiles.phone,
        timezone: profiles.timezone,
        bio: profiles.bio,
      })
      .from(profiles)
      .where(eq(profiles.id, viewer.userId))
      .for("update");
    if (!before) throw new AppError("not_found", "Your profile could not be found.");
    const [after] = await tx
      .update(profiles)
      .set({ ...input, updatedAt: now })
      .where(eq(profiles.id, viewer.userId))
      .returning(myProfileColumns);
    if (!after) throw new Error("profile update returned no row");
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: now })
      .where(eq(users.id, viewer.userId));
    await recordAudit(tx, {
      action: "profile.updated",
      userId: viewer.userId,
      tableName: "profiles",
      recordId: viewer.userId,
      details: { changed: (Object.keys(input) as (keyof typeof input)[]).filter((key) => before[key] !== input[key]) },
    });
    return after;
  });
}
