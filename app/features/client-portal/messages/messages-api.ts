/** The browser's side of POST /api/messages (app/routes/api.messages.ts). */
import { type ApiAnswer, postForm } from "~/components/payments/payment-api";

/**
 * Sends a message; a client's recipient is decided by the server. `clientKey` names this one
 * message: sending it again (a retry, a double press) stores it once.
 */
export const postMessage = (content: string, clientKey: string) =>
  postForm<{ message: { id: string } }>("/api/messages", { intent: "send", content, clientKey });

/** Tells the server the viewer has seen their conversation up to this received message. */
export const postSeen = (upTo: string): Promise<ApiAnswer<{ marked: number }>> =>
  postForm<{ marked: number }>("/api/messages", { intent: "mark-read", upTo });
