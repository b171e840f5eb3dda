import { notificationPreferences } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertViewer } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { getNotificationChoices, saveMyTextReminders } from "./notification-choices";

const test = withTestDatabase();

describe("saveMyTextReminders", () => {
  it("turns her texts on and off and leaves her other choices as they were", async () => {
    const client = await insertViewer(test.db, { role: "client" });
    await test.db.insert(notificationPreferences).values({ userId: client.userId, emailNewMessage: false });

    expect(await saveMyTextReminders(test.db, client, { smsReminders: "on" })).toBe(true);
    expect(await getNotificationChoices(test.db, client.userId)).toMatchObject({
      smsReminders: true,
      emailNewMessage: false,
      emailNewBooking: true,
    });
    expect(await saveMyTextReminders(test.db, client, {})).toBe(false);
    expect((await getNotificationChoices(test.db, client.userId)).smsReminders).toBe(false);
  });

  it("refuses a value a check box does not send", async () => {
    const client = await insertViewer(test.db, { role: "client" });
    await expect(saveMyTextReminders(test.db, client, { smsReminders: "maybe" })).rejects.toMatchObject({
      status: 400,
    });
    expect((await getNotificationChoices(test.db, client.userId)).smsReminders).toBe(false);
  });
});
