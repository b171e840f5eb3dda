/** The browser's side of the payment endpoints: small typed wrappers over fetch. */

export type ApiAnswer<T> = ({ ok: true } & T) | { ok: false; error: string; status: number };

/**
 * POSTs a form to one of the app's JSON endpoints. Never throws: a network failure is status 0,
 * so callers can tell "the server said no" (4xx, with its message) from "we could not ask".
 */
export async function postForm<T>(url: string, fields: Record<string, string>): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(fields),
    });
  } catch {
    return { ok: false, error: "We could not reach the server. Please check your connection.", status: 0 };
  }
  const body = (await response.json().catch(() => null)) as ({ ok: true } & T) | { ok: false; error?: string } | null;
  if (response.ok && body?.ok) return body;
  const error = body && !body.ok && body.error ? body.error : `The server answered ${response.status}.`;
  return { ok: false, error, status: response.status };
}

export interface VerifiedPayment {
  status: "fulfilled" | "already_fulfilled" | "needs_settling";
  reference: string;
  purpose: string;
  recordId: string | null;
}

/** Asks the server to verify a payment with Paystack and deliver what it bought. */
export const verifyPayment = (reference: string) => postForm<VerifiedPayment>("/api/payments/verify", { reference });

/** Tells the server the customer closed the payment window; it checks with Paystack and gives back what was held. */
export const abandonPayment = (reference: string) =>
  postForm<{ outcome: "released" | "paid" | "in_progress" }>("/api/payments/abandon", { reference });

export type SimulatedOutcome = "success" | "failed" | "abandoned";

/** The simulated payment window's choice (demo mode, no Paystack keys). */
export const simulatePayment = (reference: string, outcome: SimulatedOutcome, channel: string) =>
  postForm<{ reference: string }>("/api/payments/simulate", { reference, outcome, channel });
