import type { GiftCheckout } from "@server/modules/gifts";

/** The gift endpoint's answer: how to pay, or why not (with a message per field). */
export type GiftAnswer =
  | { ok: true; checkout: GiftCheckout }
  | { ok: false; error: string; fields: Record<string, string>; status: number };

const UNREACHABLE = "We could not reach the server. Please check your connection.";

/** Posts the gift form to /api/gifts. Never throws: a network failure is status 0. */
export async function postGift(form: FormData): Promise<GiftAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/gifts", {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
    });
  } catch {
    return { ok: false, error: UNREACHABLE, fields: {}, status: 0 };
  }
  const body = (await response.json().catch(() => null)) as
    | { ok: true; checkout: GiftCheckout }
    | { ok: false; error?: string; fields?: Record<string, string> }
    | null;
  if (response.ok && body?.ok) return body;
  const refused = body && !body.ok ? body : null;
  return {
    ok: false,
    error: refused?.error || `The server answered ${response.status}.`,
    fields: refused?.fields ?? {},
    status: response.status,
  };
}
