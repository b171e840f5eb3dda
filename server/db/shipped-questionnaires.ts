import { createHash } from "node:crypto";
import { SHIPPED_QUESTIONNAIRES } from "@domain/clinical/forms";
import { type Questionnaire, questionnaireHashInput } from "@domain/clinical/questionnaire";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";
import { questionnaires, questionnaireVersions } from "./schema";

/** The SHA-256 (hex) a version is stored and signed with. */
export function questionnaireHash(questionnaire: Questionnaire): string {
  return createHash("sha256").update(questionnaireHashInput(questionnaire), "utf8").digest("hex");
}

/**
 * Every practice starts with the shipped questionnaires (domain/clinical/forms): the intake, the
 * two consents, the PHQ-9 and the GAD-7, each at its shipped version. Run after every migration;
 * it adds what is missing and never changes what is there, so an admin's later versions and a
 * questionnaire she archived stay as she left them.
 */
export async function ensureShippedQuestionnaires(db: PgDatabase<PgQueryResultHKT, typeof schema>): Promise<void> {
  for (const questionnaire of SHIPPED_QUESTIONNAIRES) {
    await db
      .insert(questionnaires)
      .values({ id: questionnaire.id, kind: questionnaire.kind, currentVersion: questionnaire.version })
      .onConflictDoNothing();
    await db
      .insert(questionnaireVersions)
      .values({
        questionnaireId: questionnaire.id,
        version: questionnaire.version,
        definition: questionnaire,
        hash: questionnaireHash(questionnaire),
      })
      .onConflictDoNothing();
  }
}
