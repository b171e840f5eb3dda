import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { eq } from "drizzle-orm";

export interface MyProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timezone: string;
  bio: string | null;
}

/** The columns of a MyProfile. */
export const myProfileColumns = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  phone: profiles.phone,
  timezone: profiles.timezone,
  bio: profiles.bio,
};

/** The viewer's own profile, as the profile form edits it (spec 001 §5). */
export async function getMyProfile(db: Executor, viewer: Viewer): Promise<MyProfile> {
  const [row] = await db.select(myProfileColumns).from(profiles).where(eq(profiles.id, viewer.userId));
  if (!row) throw new AppError("not_found", "Your profile could not be found.");
  return row;
}
