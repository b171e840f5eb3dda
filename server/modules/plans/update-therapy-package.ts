import type { Database } from "@server/db/client";
import { therapyPackages } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput, tickBox } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { ADDON_VERSION } from "./list-package-data";
import { editOfSeenRow, PACKAGES_ADMINS_ONLY, priceFields, versionField } from "./package-fields";

export const THERAPY_PACKAGE_NOT_FOUND = "Package not found";
export const PACKAGE_NEEDS_PRICE = {
  priceGhs: "A local package needs a price in GHS.",
  priceUsd: "An international package needs a price in USD.",
  priceGbp: "An international package needs a price in GBP.",
  priceEur: "An international package needs a price in EUR.",
} as const;
const BADGE_TOO_LONG = "Please keep the badge under 40 characters.";

/** The currencies a package of each region is sold in (the table's price CHECK, spec 000 §3). */
const REGION_PRICES = {
  local: ["priceGhs"],
  international: ["priceUsd", "priceGbp", "priceEur"],
} as const;

const schema = z.object({
  packageId: z.string({ error: THERAPY_PACKAGE_NOT_FOUND }).trim().min(1, THERAPY_PACKAGE_NOT_FOUND).max(100),
  version: versionField,
  ...priceFields,
  isActive: tickBox,
  highlight: tickBox,
  badge: z
    .string({ error: BADGE_TOO_LONG })
    .trim()
    .max(40, BADGE_TOO_LONG)
    .nullish()
    .transform((v) => v || null),
});

const COLUMNS = {
  priceGhs: "price_ghs",
  priceUsd: "price_usd",
  priceGbp: "price_gbp",
  priceEur: "price_eur",
  isActive: "is_active",
  highlight: "highlight",
  badge: "badge",
} as const;

export interface TherapyPackageUpdate {
  packageId: string;
  changed: string[];
}

/**
 * An admin edits a therapy-journey package from the packages tab: its prices in its region's
 * currencies (GHS for local; USD, GBP and EUR for international), whether it is on sale, and
 * whether it is highlighted with a badge. Saved only if the row is still as she saw it
 * (`version`, its xmin); audited with old and new values in the same transaction. Sessions,
 * length and session type are not edited here, and a package already bought keeps what was
 * sold either way: its purchased row copied them, and its price, at purchase.
 */
export async function updateTherapyPackage(db: Database, viewer: Viewer, raw: unknown): Promise<TherapyPackageUpdate> {
  assertAdmin(viewer, PACKAGES_ADMINS_ONLY);
  const { packageId, version, ...input } = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...getTableColumns(therapyPackages), version: sql<string>`${ADDON_VERSION}` })
      .from(therapyPackages)
      .where(eq(therapyPackages.id, packageId))
      .for("update");
    if (!row) throw new AppError("not_found", THERAPY_PACKAGE_NOT_FOUND);
    // Prices of the other region's currencies are not the form's: they stay as they are.
    const next = { priceGhs: row.priceGhs, priceUsd: row.priceUsd, priceGbp: row.priceGbp, priceEur: row.priceEur };
    for (const field of REGION_PRICES[row.region === "local" ? "local" : "international"]) {
      const price = input[field];
      if (price === null)
        throw new AppError("bad_request", PACKAGE_NEEDS_PRICE[field], { [field]: PACKAGE_NEEDS_PRICE[field] });
      next[field] = price;
    }
    const edited = {
      ...next,
      isActive: input.isActive,
      highlight: input.highlight,
      badge: input.badge,
    };
    const { changes } = editOfSeenRow(row, version, edited, COLUMNS, THERAPY_PACKAGE_NOT_FOUND);
    if (Object.keys(changes).length === 0) return { packageId, changed: [] };
    await tx.update(therapyPackages).set(edited).where(eq(therapyPackages.id, packageId));
    await recordAudit(tx, {
      action: "therapy_package.updated",
      userId: viewer.userId,
      tableName: "therapy_packages",
      recordId: packageId,
      details: { name: row.name, changes },
    });
    return { packageId, changed: Object.keys(changes) };
  });
}
