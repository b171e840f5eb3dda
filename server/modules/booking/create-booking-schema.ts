import { DETAIL_MESSAGES, MISSING_INFORMATION } from "@domain/booking-messages";
import { isPhoneNumber } from "@domain/contact";
import { normalizeCouponCode } from "@domain/coupons";
import { CURRENCIES, REGIONS } from "@domain/enums";
import { usableZone } from "@domain/zone-time";
import { instantSchema } from "@server/lib/parse-input";
import { FITS_REGION_ERROR, fitsRegion } from "@server/modules/plans";
import { z } from "zod";

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = z
  .string()
  .trim()
  .max(2000, "Please keep this under 2,000 characters.")
  .optional()
  .transform((v) => v || null);
const truthy = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on");

/**
 * What a booking names (spec 000 §3's booking payload without its price: the server computes
 * the price, and a payment_amount sent by a browser is dropped unread, like any unknown key).
 */
export const createBookingSchema = z
  .object({
    serviceId: required("Choose a service"),
    start: instantSchema(MISSING_INFORMATION.description),
    firstName: required(DETAIL_MESSAGES.firstName),
    lastName: required(DETAIL_MESSAGES.lastName),
    email: z.string().trim().pipe(z.email(DETAIL_MESSAGES.email)),
    phone: z.string().trim().refine(isPhoneNumber, DETAIL_MESSAGES.phone),
    concerns: optionalText,
    previousExperience: optionalText,
    couponCode: z.string().optional().default("").transform(normalizeCouponCode),
    usePlanCredit: truthy,
    timezone: z.string().optional().transform(usableZone),
    region: z.enum(REGIONS),
    currency: z.enum(CURRENCIES),
  })
  .refine(fitsRegion, FITS_REGION_ERROR);

export type CreateBookingInput = z.output<typeof createBookingSchema>;
