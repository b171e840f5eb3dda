// Reminders of forms due within two days: one e-mail naming the forms, once per form and session.
import { emailOutbox, profiles } from "@server/db/schema";
import { clientWithSession, DAY_MS, signedConsent } from "@tests/support/clinical-responses-world";
import { withTestDatabase } from "@tests/support/database";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendFormReminders } from "./form-reminders";
import { submitMyForm } from "./submit-response";

const database = withTestDatabase();

const mailsOf = async (userId: string) => {
  const { db } = database;
  const [who] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, who!.email));
};

describe("sendFormReminders", () => {
  it("e-mails a client once about the forms due within two days, naming them, never their answers", async () => {
    const { db } = database;
    const now = new Date();
    const { client } = await clientWithSession(db, { now, inDays: 2 });
    const { client: later } = await clientWithSession(db, { now, inDays: 10 });
    await submitMyForm(db, client, { questionnaireId: "consent-to-treatment", answers: signedConsent() }, now);

    await sendFormReminders(db, now);
    const mails = await mailsOf(client.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Forms to complete before your session");
    for (const title of ["Intake form", "PHQ-9", "GAD-7"]) expect(mails[0]!.textBody).toContain(title);
    expect(mails[0]!.textBody).not.toContain("Consent to treatment and confidentiality");
    expect(mails[0]!.textBody).toContain("/client-dashboard/forms");
    expect(await mailsOf(later.userId)).toEqual([]);

    // Again, an hour on: nothing new.
    await sendFormReminders(db, new Date(now.getTime() + 3_600_000));
    expect(await mailsOf(client.userId)).toHaveLength(1);
    // The later client's forms fall due within two days a week on.
    await sendFormReminders(db, new Date(now.getTime() + 7 * DAY_MS));
    expect(await mailsOf(later.userId)).toHaveLength(1);
  });
});
