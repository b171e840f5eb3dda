import { CURRENCIES, GIFT_CERTIFICATE_KINDS, REGIONS, SERVICE_CATEGORIES } from "@domain/enums";
import { z } from "zod";

/**
 * What a gift payment bought, as the server priced it at checkout (kept in
 * payment_transactions.details). The certificate is issued from this when the money is in, so an
 * admin editing the catalogue meanwhile changes nothing the buyer paid for.
 */
export const giftPurchaseDetailsSchema = z.object({
  productId: z.string().min(1),
  productName: z.string().min(1),
  kind: z.enum(GIFT_CERTIFICATE_KINDS),
  serviceCategory: z.enum(SERVICE_CATEGORIES).nullable(),
  serviceRegion: z.enum(REGIONS).nullable(),
  faceValue: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  validMonths: z.number().int().positive(),
  buyerName: z.string().min(1),
  buyerEmail: z.string().min(1),
  recipientName: z.string().min(1),
  recipientEmail: z.string().min(1),
  recipientTimeZone: z.string().nullable(),
  message: z.string().nullable(),
  discreet: z.boolean(),
  showPrice: z.boolean(),
  deliverOn: z.string().min(1),
});

export type GiftPurchaseDetails = z.infer<typeof giftPurchaseDetailsSchema>;
