import { type BrowserContext, expect, test } from "@playwright/test";
import { sessionWhen } from "../../domain/session-time";
import { JOIN_TEXT } from "../../domain/video";
import { apiAs, DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { waitForMail } from "./support/mail";
import { confirmTransfer, exportOf, weekdayAhead } from "./support/portal";
import { directorsNewClient, openPage, signedInContext } from "./support/staff";

// An online session's one join link, end to end: a client books a teletherapy session; her
// confirmation e-mail and its calendar file carry /sessions/<id>/join; opened early the page says
// when it opens; at ten minutes before (the server's clock set by the test) she waits and her
// therapist's open dashboard shows her waiting at once; the therapist joins the practice's Jitsi
// (a stand-in over real HTTP that checks the token) as moderator, the client is let in to the same
// room; others get the site's not-found; the session moved to another day keeps its link.

const tag = `V${Date.now().toString(36).toUpperCase()}`;
const PHONE = { width: 360, height: 740 };
const MINUTE = 60_000;
const pageWidth = () => document.documentElement.scrollWidth;

/** The server's time for this browser (TEST_CLOCK=cookie on the test server, server/lib/clock.ts). */
async function setClock(context: BrowserContext, baseURL: string, at: Date) {
  await context.addCookies([{ name: "test-now", value: at.toISOString(), url: baseURL }]);
}

/**
 * The calendar file attached to a delivered e-mail: the base64 run after its part's headers (the
 * mail reader has joined soft line breaks, so the part may run into its boundary), decoded and
 * unfolded (RFC 5545 folds lines at 75 octets).
 */
function calendarFileOf(mail: string): string {
  const part = /Content-Type: text\/calendar[\s\S]*?\n\s*\n([A-Za-z0-9+/=\s]+)/i.exec(mail);
  expect(part, "a text/calendar part").not.toBeNull();
  return Buffer.from((part?.[1] ?? "").replace(/\s+/g, ""), "base64")
    .toString("utf8")
    .replace(/\r?\n[ \t]/g, "");
}

test("an online session's one join link: in the e-mail and calendar file, a waiting room the therapist sees live, one room for both, the same link after a move", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await directorsNewClient(baseURL!, tag);
  await confirmTransfer(baseURL!, client);
  const { sessions } = await exportOf<{ sessions: { id: string; start: string; end: string }[] }>(client.api);
  const session = sessions[0];
  if (!session) throw new Error("the booking made no session");
  const joinPath = `/sessions/${session.id}/join`;
  const start = new Date(session.start);

  // The confirmation and its calendar file carry the same link.
  const [confirmation] = await waitForMail(client.credentials.email, /^[\s\S]*session is booked for[\s\S]*$/);
  expect(confirmation).toContain(`${baseURL}${joinPath}`);
  expect(calendarFileOf(confirmation)).toContain(`${baseURL}${joinPath}`);

  // Nobody else opens it: another client, another therapist, a signed-out visitor, the admin.
  for (const account of [DEMO.kwame, DEMO.therapist, null, DEMO.admin]) {
    const api = await apiAs(baseURL!, account);
    expect((await api.get(joinPath)).status(), `${account?.email ?? "signed out"}`).toBe(404);
    await api.dispose();
  }

  // On her phone, 20 minutes before: it says when it opens.
  const phone = await signedInContext(browser, baseURL!, client.credentials, { viewport: PHONE, timezoneId: "UTC" });
  await setClock(phone, baseURL!, new Date(start.getTime() - 20 * MINUTE));
  const page = await phone.newPage();
  await page.goto(joinPath);
  await expect(
    page.getByText(/^The room opens at \d{1,2}:\d{2} [AP]M \(.+\), 15 minutes before the session\.$/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Join/ })).toHaveCount(0);

  // Her therapist's dashboard is open, ten minutes before.
  const tenBefore = new Date(start.getTime() - 10 * MINUTE);
  const therapist = await signedInContext(browser, baseURL!, DEMO.director);
  await setClock(therapist, baseURL!, tenBefore);
  const desk = await openPage(therapist, "/therapist-dashboard");
  const waitingBanner = desk.getByRole("region", { name: "Waiting room" }).locator(`a[href="${joinPath}"]`);
  await expect(waitingBanner).toHaveCount(0);

  // Ten minutes before, she waits; her therapist is told at once, without a reload.
  await setClock(phone, baseURL!, tenBefore);
  await page.reload();
  await expect(page.getByText(JOIN_TEXT.clientWaiting)).toBeVisible();
  await expect(page.getByRole("button", { name: "Join (once your therapist is in)" })).toBeDisabled();
  await expect(page.getByText(JOIN_TEXT.notRecorded)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call / })).toBeVisible();
  await expectAccessible(page, "the join page, waiting");
  expect(await page.evaluate(pageWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(waitingBanner).toBeVisible();
  await expect(desk.getByText(JOIN_TEXT.waitingNotice(client.firstName))).toBeVisible();

  // On a slow line (about 240 kbps) the connection check suggests audio only, and ticks it.
  const line = await phone.newCDPSession(page);
  await line.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 30_000,
    uploadThroughput: 30_000,
  });
  await page.getByRole("button", { name: "Check my connection" }).click();
  await expect(page.getByText(/^Speed: about \d+ kbps\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(JOIN_TEXT.audioOnly)).toBeVisible();
  await expect(page.getByLabel("Join with audio only")).toBeChecked();
  await line.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The therapist joins: the practice's Jitsi, her token a moderator's, for this room only.
  await waitingBanner.click();
  await expect(desk.getByText(JOIN_TEXT.waitingNotice(client.firstName))).toBeVisible();
  await desk.getByRole("button", { name: "Join now" }).click();
  await desk.waitForURL(/\/session-[0-9a-f]{32}\?jwt=/);
  await expect(desk.getByText("Moderator: yes")).toBeVisible();
  const room = new URL(desk.url()).pathname;

  // Her page hears of it and lets her in: the same room, not a moderator, until the session's end.
  await expect(page.getByText(JOIN_TEXT.therapistReady)).toBeVisible();
  // The box she was given stays ticked across the page's reload.
  await expect(page.getByLabel("Join with audio only")).toBeChecked();
  await page.getByRole("button", { name: "Join now" }).click();
  await page.waitForURL(/\/session-[0-9a-f]{32}\?jwt=/);
  await expect(page.getByText("Moderator: no")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(room);
  expect(page.url()).toContain("config.startAudioOnly=true");
  await expect(page.getByText(`Valid until ${new Date(session.end).toISOString()}`)).toBeVisible();

  // Moved to another day, the session keeps its link.
  let moved: string | null = null;
  for (let offset = 2; offset < 30 && !moved; offset++) {
    const day = weekdayAhead(offset, start.getTime());
    const slots = await client.api.get(`/api/my-sessions/${session.id}/slots?day=${day}`);
    const free = ((await slots.json()) as { slots?: { start: string; available: boolean }[] }).slots?.find(
      (slot) => slot.available,
    );
    if (!free) continue;
    const answer = await client.api.post("/client-portal?index", {
      form: { intent: "reschedule", sessionId: session.id, start: free.start },
    });
    if (answer.status() === 200) moved = free.start;
  }
  if (!moved) throw new Error("no free time to move the session to");
  const movedStart = new Date(moved);
  await setClock(phone, baseURL!, new Date(movedStart.getTime() - 20 * MINUTE));
  await page.goto("/client-portal");
  await expect(page.locator(`a[href="${joinPath}"]`).first()).toBeVisible();
  await page.goto(joinPath);
  await expect(page.getByText(/^The room opens at /)).toBeVisible();
  await expect(page.getByText(sessionWhen(movedStart, "UTC").text, { exact: false })).toBeVisible();

  await Promise.all([phone.close(), therapist.close(), client.api.dispose()]);
});

test("an in-person session gives the practice's address and a map link, in the portal and behind its link", async ({
  browser,
  baseURL,
}) => {
  // Kwame's upcoming couples session is in person (the demo data's).
  const kwame = await apiAs(baseURL!, DEMO.kwame);
  const { sessions } = await exportOf<{
    sessions: { id: string; status: string; start: string; joinPage: string | null }[];
  }>(kwame);
  await kwame.dispose();
  const inPerson = sessions.find(
    (s) => s.status === "scheduled" && s.joinPage === null && Date.parse(s.start) > Date.now(),
  );
  if (!inPerson) throw new Error("the demo data has no upcoming in-person session of Kwame's");

  const context = await signedInContext(browser, baseURL!, DEMO.kwame, { viewport: PHONE });
  const page = await openPage(context, "/client-portal");
  const map = page.getByRole("link", { name: /^Map to / }).first();
  await expect(map).toBeVisible();
  expect(await map.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\//);
  await expect(page.locator(`a[href="/sessions/${inPerson.id}/join"]`)).toHaveCount(0);

  await page.goto(`/sessions/${inPerson.id}/join`);
  await expect(page.getByText(JOIN_TEXT.inPerson)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the map" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Join/ })).toHaveCount(0);
  await context.close();
});
