// Test support for a client's forms: a client with a therapist and a session to come, and
// answers to the shipped questionnaires.
import { AGREEMENT_ITEM, PHQ9, SIGNATURE_ITEM } from "@domain/clinical/forms";
import type { Database } from "@server/db/client";
import { questionnaireResponses } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { insertPerson, insertSession } from "./fixtures";
import { viewerFor } from "./payments-world";

export const DAY_MS = 86_400_000;

/** A client, her therapist and her first session `inDays` from `now` (default: three days on). */
export async function clientWithSession(db: Database, options: { now?: Date; inDays?: number } = {}) {
  const now = options.now ?? new Date();
  const therapist = await insertPerson(db, { role: "therapist" });
  const client = await insertPerson(db, { role: "client" });
  const session = await insertSession(db, {
    clientId: client.id,
    therapistId: therapist.id,
    start: new Date(now.getTime() + (options.inDays ?? 3) * DAY_MS),
  });
  return { therapist, client: await viewerFor(db, client.id), session };
}

/** PHQ-9 answers: each problem scored `each`, item 9 scored `item9` (default `each`). */
export function phq9Answers(each: 0 | 1 | 2 | 3, item9: 0 | 1 | 2 | 3 = each): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const item of PHQ9.items) {
    if (item.linkId === "phq9-difficulty") continue;
    answers[item.linkId] = String(item.linkId === "phq9-9" ? item9 : each);
  }
  return answers;
}

/** A consent signed: ticked and her typed full name. */
export const signedConsent = (name = "Akosua Mensah") => ({ [AGREEMENT_ITEM]: "true", [SIGNATURE_ITEM]: name });

/** Her responses as stored (sealed). */
export const storedResponses = (db: Database, clientId: string) =>
  db.select().from(questionnaireResponses).where(eq(questionnaireResponses.clientId, clientId));
