import { type APIRequestContext, expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { apiAs, type Credentials, DEMO } from "./support/accounts";

// GET /api/receipt/{bookingId} (spec 000 §2.11, §7) against the production build. The demo
// seed gives Ama one paid, past session with a fixed id (server/db/seed/care.ts).
const AMA_BOOKING = "00000000-0000-4000-8000-00000000d001";
const AMA_REFERENCE = "PSK-DEMO-BOOK-0002";
const receiptPath = (id: string) => `/api/receipt/${id}`;

async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function as(baseURL: string | undefined, account: Credentials | null): Promise<APIRequestContext> {
  return apiAs(baseURL!, account);
}

test("the owner gets her receipt as an inline PDF with the reference and the amount", async ({ baseURL }) => {
  const api = await as(baseURL, DEMO.ama);
  const response = await api.get(receiptPath(AMA_BOOKING));
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe(`inline; filename="receipt-${AMA_REFERENCE}.pdf"`);
  expect(headers["cache-control"]).toBe("private, no-store");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await textOf(body);
  for (const expected of [AMA_REFERENCE, "GHS 400.00", "Ama", "Individual Teletherapy", "Receipt"]) {
    expect(text).toContain(expected);
  }
  await api.dispose();
});

test("an admin gets the same receipt", async ({ baseURL }) => {
  const api = await as(baseURL, DEMO.admin);
  const response = await api.get(receiptPath(AMA_BOOKING));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(await textOf(await response.body())).toContain(AMA_REFERENCE);
  await api.dispose();
});

const refused: [string, Credentials | null][] = [
  ["another client", DEMO.kwame],
  ["her therapist", DEMO.director],
  ["someone signed out", null],
];

for (const [who, account] of refused) {
  test(`${who} gets the same 404 as for a booking that does not exist`, async ({ baseURL }) => {
    const api = await as(baseURL, account);
    const response = await api.get(receiptPath(AMA_BOOKING));
    const missing = await api.get(receiptPath("7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e"));
    expect(response.status()).toBe(404);
    expect(missing.status()).toBe(404);
    expect(await response.text()).toBe(await missing.text());
    expect(response.headers()["content-type"]).not.toContain("pdf");
    await api.dispose();
  });
}

test("a malformed or unknown id is a 404, even for the owner", async ({ baseURL }) => {
  const api = await as(baseURL, DEMO.ama);
  for (const id of ["not-a-booking", "42", `${AMA_BOOKING}0`, "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e"]) {
    const response = await api.get(receiptPath(id));
    expect(response.status(), id).toBe(404);
  }
  await api.dispose();
});
