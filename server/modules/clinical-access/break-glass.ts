import { CLINICAL_ALERT_TITLES, CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, hasUnstorableText } from "@domain/validation";
import type { Database, Executor } from "@server/db/client";
import { clinicalBreakGlass, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { createNotification } from "@server/modules/notifications";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { auditClinical, clinicalMetadataAccess } from "./access";

/** How long an emergency access lasts. */
export const BREAK_GLASS_MINUTES = 60;
export const BREAK_GLASS_REASON_LIMITS = { min: 10, max: 500 } as const;
export const BREAK_GLASS_MESSAGES = {
  adminsOnly: "Only an administrator can open a record in an emergency.",
  reason: `Please say why you need to read this record (${BREAK_GLASS_REASON_LIMITS.min} to ${BREAK_GLASS_REASON_LIMITS.max} characters). Her therapist will be told.`,
} as const;

export interface BreakGlassGrant {
  readonly id: string;
  readonly expiresAt: Date;
}

/**
 * "Break the glass": an administrator opens one client's record for BREAK_GLASS_MINUTES, giving
 * a reason. The reason is written to the audit log and every therapist of hers is told at once
 * (a live notification naming the administrator and the reason).
 */
export async function breakGlass(
  db: Database,
  viewer: Viewer,
  input: { clientId: unknown; reason: unknown; ipAddress?: string | null },
): Promise<BreakGlassGrant> {
  assertAdmin(viewer, BREAK_GLASS_MESSAGES.adminsOnly);
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (reason.length < BREAK_GLASS_REASON_LIMITS.min || reason.length > BREAK_GLASS_REASON_LIMITS.max) {
    throw new AppError("bad_request", BREAK_GLASS_MESSAGES.reason);
  }
  if (hasControlCharacters(reason) || hasUnstorableText(reason)) {
    throw new AppError("bad_request", CONTROL_CHARACTERS_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const access = await clinicalMetadataAccess(tx, viewer, input.clientId);
    const [grant] = await tx
      .insert(clinicalBreakGlass)
      .values({
        adminId: viewer.userId,
        clientId: access.clientId,
        reason,
        expiresAt: new Date(Date.now() + BREAK_GLASS_MINUTES * 60_000),
      })
      .returning({ id: clinicalBreakGlass.id, expiresAt: clinicalBreakGlass.expiresAt });
    if (!grant) throw new Error("The emergency access was not recorded.");
    await auditClinical(
      tx,
      { ...access, as: "break-glass" },
      {
        action: CLINICAL_AUDIT_ACTIONS.breakGlass,
        tableName: "clinical_break_glass",
        recordId: grant.id,
        details: { reason, minutes: BREAK_GLASS_MINUTES },
        ipAddress: input.ipAddress,
      },
    );
    const therapists = await tx
      .selectDistinct({ id: sessions.therapistId })
      .from(sessions)
      .where(eq(sessions.clientId, access.clientId));
    const admin = `${viewer.firstName} ${viewer.lastName}`.trim();
    for (const therapist of therapists) {
      await createNotification(
        tx,
        {
          userId: therapist.id,
          title: CLINICAL_ALERT_TITLES.breakGlass,
          message: `${admin} opened the record of a client of yours for ${BREAK_GLASS_MINUTES} minutes. Reason given: ${reason}`,
          link: `/therapist-dashboard/clients/${access.clientId}`,
        },
        ["clinical-alert"],
      );
    }
    return grant;
  });
}

/** The administrator's own unexpired emergency access to this client's record, if she has one. */
export async function activeBreakGlass(
  db: Executor,
  viewer: Viewer,
  clientId: string,
): Promise<BreakGlassGrant | null> {
  if (viewer.role !== "admin" || !isUuid(clientId)) return null;
  const [grant] = await db
    .select({ id: clinicalBreakGlass.id, expiresAt: clinicalBreakGlass.expiresAt })
    .from(clinicalBreakGlass)
    .where(
      and(
        eq(clinicalBreakGlass.adminId, viewer.userId),
        eq(clinicalBreakGlass.clientId, clientId.toLowerCase()),
        gt(clinicalBreakGlass.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(clinicalBreakGlass.expiresAt))
    .limit(1);
  return grant ?? null;
}
