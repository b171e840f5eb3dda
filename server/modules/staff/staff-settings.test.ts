import { getNotificationChoices } from "@server/modules/notifications";
import { withTestDatabase } from "@tests/support/database";
import { insertViewer } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { saveNotificationChoices } from "./staff-settings";

const test = withTestDatabase();

describe("saveNotificationChoices", () => {
  it("starts with the e-mails and e-mail reminders on and texts off, and keeps what she ticks (an unticked box is off)", async () => {
    const therapist = await insertViewer(test.db, { role: "therapist" });
    expect(await getNotificationChoices(test.db, therapist.userId)).toEqual({
      emailNewBooking: true,
      emailNewMessage: true,
      emailHomeworkSubmitted: true,
      emailReminders: true,
      smsReminders: false,
    });

    const saved = await saveNotificationChoices(test.db, therapist, { emailNewMessage: "on", smsReminders: "on" });
    const expected = {
      emailNewBooking: false,
      emailNewMessage: true,
      emailHomeworkSubmitted: false,
      emailReminders: false,
      smsReminders: true,
    };
    expect(saved).toEqual(expected);
    expect(await getNotificationChoices(test.db, therapist.userId)).toEqual(expected);
  });

  it("is the staff's alone", async () => {
    const client = await insertViewer(test.db, { role: "client" });
    await expect(saveNotificationChoices(test.db, client, { emailReminders: "on" })).rejects.toMatchObject({
      status: 403,
    });
  });
});
