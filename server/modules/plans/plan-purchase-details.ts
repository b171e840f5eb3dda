import { PLAN_SESSION_TYPES, SESSION_LENGTHS } from "@domain/enums";
import { z } from "zod";

/**
 * What a support-plan or therapy-package payment bought, as the server priced it at checkout
 * (kept in payment_transactions.details). Delivery uses this, not the catalogue's current row,
 * so an admin editing the plan or package meanwhile does not change what the client paid for.
 * Exactly one of planId and packageId is set; planName is the name of either (the success
 * page, the receipt and the ledger read it under that one key).
 */
export const planPurchaseDetailsSchema = z
  .object({
    planId: z.string().min(1).optional(),
    packageId: z.string().min(1).optional(),
    planName: z.string().min(1),
    sessionCount: z.number().int().positive(),
    validMonths: z.number().int().positive(),
    /** What its credits pay for; absent on plan payments made before it was kept here. */
    sessionType: z.enum(PLAN_SESSION_TYPES).optional(),
    /** A package's session length (null or absent: any length, as plans). */
    sessionMinutes: z
      .number()
      .int()
      .refine((m) => (SESSION_LENGTHS as readonly number[]).includes(m))
      .nullish(),
    /** Set for bank transfers: the pending plan created with the instructions. */
    purchasedPlanId: z.string().optional(),
  })
  .refine((d) => (d.planId === undefined) !== (d.packageId === undefined), "a plan or a package, not both");

export type PlanPurchaseDetails = z.infer<typeof planPurchaseDetailsSchema>;
