import { AVAILABILITIES } from "@domain/enums";
import type { Database } from "@server/db/client";
import { planAddons } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput, tickBox } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { ADDON_VERSION } from "./list-package-data";
import { editOfSeenRow, nameField, PACKAGES_ADMINS_ONLY, priceFields, versionField } from "./package-fields";

export const PLAN_ADDON_NOT_FOUND = "Add-on not found";
export const ADDON_NAME_TAKEN = "Another add-on already has this name.";
const ADDON_TYPE_MESSAGE = "Give the add-on a type of letters, digits, spaces, - or _ (for example session).";

const schema = z.object({
  addonId: z.string({ error: PLAN_ADDON_NOT_FOUND }).trim().refine(isUuid, PLAN_ADDON_NOT_FOUND),
  version: versionField,
  name: nameField("add-on"),
  addonType: z
    .string({ error: ADDON_TYPE_MESSAGE })
    .trim()
    .min(1, ADDON_TYPE_MESSAGE)
    .max(40, "Please keep the type under 40 characters.")
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, ADDON_TYPE_MESSAGE),
  region: z.enum(AVAILABILITIES, { error: "Choose where it is offered." }),
  // All four empty is allowed: the add-on then shows 'Pricing by inquiry' (spec 000 §3).
  ...priceFields,
  isActive: tickBox,
});

const EDITABLE = {
  name: "name",
  addonType: "addon_type",
  region: "region",
  priceUsd: "price_usd",
  priceGbp: "price_gbp",
  priceEur: "price_eur",
  priceGhs: "price_ghs",
  isActive: "is_active",
} as const;

export interface PlanAddonUpdate {
  addonId: string;
  changed: string[];
}

/**
 * An admin edits a plan add-on (spec 001 §3: name, addon_type, region, the four prices,
 * is_active), if it is still as the admin saw it (`version`, the row's xmin); audited with the
 * old and new values in the same transaction.
 */
export async function updatePlanAddon(db: Database, viewer: Viewer, raw: unknown): Promise<PlanAddonUpdate> {
  assertAdmin(viewer, PACKAGES_ADMINS_ONLY);
  const { addonId, version, ...next } = parseInput(schema, raw);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...getTableColumns(planAddons), version: sql<string>`${ADDON_VERSION}` })
        .from(planAddons)
        .where(eq(planAddons.id, addonId))
        .for("update");
      const { changes } = editOfSeenRow(row, version, next, EDITABLE, PLAN_ADDON_NOT_FOUND);
      if (Object.keys(changes).length === 0) return { addonId, changed: [] };
      await tx.update(planAddons).set(next).where(eq(planAddons.id, addonId));
      await recordAudit(tx, {
        action: "plan_addon.updated",
        userId: viewer.userId,
        tableName: "plan_addons",
        recordId: addonId,
        details: { name: next.name, changes },
      });
      return { addonId, changed: Object.keys(changes) };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation)
      throw new AppError("conflict", ADDON_NAME_TAKEN, { name: ADDON_NAME_TAKEN });
    throw err;
  }
}
