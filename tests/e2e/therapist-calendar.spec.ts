import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { openPage, signedInContext, toastTitled } from "./support/staff";

// The therapist's Calendar tab against the stand-in Google of the browser tests' server: she
// connects (consent is approved at once), sees her calendar's address, syncs and disconnects.

test("a therapist connects her Google Calendar, syncs it and disconnects it", async ({ browser, baseURL }) => {
  test.slow(); // three round trips through the stand-in Google on 2 cores
  const therapist = await signedInContext(browser, baseURL!, DEMO.therapist);
  const page = await openPage(therapist, "/therapist-dashboard/calendar");
  const tab = page.getByRole("region", { name: "Google Calendar" });

  await tab.getByRole("button", { name: "Connect Google Calendar" }).click();
  await expect(toastTitled(page, "Calendar connected")).toBeVisible();
  await expect(tab.getByTestId("calendar-email")).toHaveText(DEMO.therapist.email);
  await expect(tab).toContainText("Not yet");
  await expectAccessible(page, "calendar tab, connected");

  await tab.getByRole("button", { name: "Sync now" }).click();
  const synced = toastTitled(page, "Sync completed");
  await expect(synced).toBeVisible();
  await expect(synced).toContainText(/Successfully synced \d+ of \d+ sessions/);
  await expect(tab).not.toContainText("Not yet");

  await tab.getByRole("button", { name: "Disconnect" }).click();
  await expect(toastTitled(page, "Calendar disconnected")).toBeVisible();
  await expect(tab.getByRole("button", { name: "Connect Google Calendar" })).toBeVisible();
  await expect(tab.getByTestId("calendar-email")).toHaveCount(0);
});
