import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { profiles } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../accounts/viewer";

export interface MyProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timezone: string;
  bio: string | null;
}

/** The viewer's own profile, as the profile form edits it (spec 001 §5). */
export async function getMyProfile(db: Executor, viewer: Viewer): Promise<MyProfile> {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      timezone: profiles.timezone,
      bio: profiles.bio,
    })
    .from(profiles)
    .where(eq(profiles.id, viewer.userId));
  if (!row) throw new AppError("not_found", "Your profile could not be found.");
  return row;
}
