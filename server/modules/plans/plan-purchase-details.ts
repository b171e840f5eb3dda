import { z } from "zod";

/**
 * What a support-plan payment bought, as the server priced it at checkout (kept in
 * payment_transactions.details). Delivery uses this, not the plan's current row, so an
 * admin editing the plan meanwhile does not change what the client paid for.
 */
export const planPurchaseDetailsSchema = z.object({
  planId: z.string().min(1),
  planName: z.string().min(1),
  sessionCount: z.number().int().positive(),
  validMonths: z.number().int().positive(),
  /** Set for bank transfers: the pending plan created with the instructions. */
  purchasedPlanId: z.string().optional(),
});

export type PlanPurchaseDetails = z.infer<typeof planPurchaseDetailsSchema>;
