// Prepares the database of the clinical record journey's own server before it starts
// (own-server.ts): the demo practice, and a new client (E2E_CLIENT_EMAIL, E2E_CLIENT_PASSWORD)
// whose first session with the director was held yesterday. A note is written for a session that
// has taken place, and no page can move a session into the past, so the held one is written here;
// everything after it (her next booking, her forms, the note) goes through the pages.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { appDatabase } from "../../../server/db/index";
import { authAccounts, notificationPreferences, profiles, sessions, userRoles, users } from "../../../server/db/schema";
import { seedDemoData } from "../../../server/db/seed/index";

const email = process.env.E2E_CLIENT_EMAIL ?? "";
const password = process.env.E2E_CLIENT_PASSWORD ?? "";
if (!email || !password) throw new Error("E2E_CLIENT_EMAIL and E2E_CLIENT_PASSWORD name the journey's client");

const handle = await appDatabase();
try {
  await seedDemoData(handle.db);
  const [director] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "director@demo.nkabom.example"));
  if (!director) throw new Error("no demo director");
  const id = randomUUID();
  await handle.db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: "Adwoa Boateng", email, emailVerified: true });
    await tx.insert(authAccounts).values({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: await hashPassword(password),
    });
    await tx.insert(profiles).values({
      id,
      firstName: "Adwoa",
      lastName: "Boateng",
      email,
      phone: "+233 24 555 0199",
      timezone: "Africa/Accra",
      region: "local",
      currency: "GHS",
    });
    await tx.insert(userRoles).values({ userId: id, role: "client" });
    await tx.insert(notificationPreferences).values({ userId: id });
    const start = new Date(Date.now() - 26 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    await tx.insert(sessions).values({
      clientId: id,
      therapistId: director.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 50 * 60_000),
      durationMinutes: 50,
      sessionType: "teletherapy",
      status: "completed",
    });
  });
} finally {
  await handle.close();
}
