import { CURRENCIES, REGIONS } from "@domain/enums";
import { GIFT_DELIVERY_DAY_INVALID } from "@domain/gift-certificates";
import { parseMajorAmount } from "@domain/money";
import { isCalendarDay, isValidTimeZone } from "@domain/zone-time";
import { tickBox } from "@server/lib/parse-input";
import { FITS_REGION_ERROR, fitsRegion } from "@server/modules/plans";
import { z } from "zod";

const text = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, message);
const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

export const GIFT_FORM_MESSAGES = {
  productId: "Choose a gift certificate.",
  usedIn: "Say where the session will take place.",
  amount: "Enter the amount of the gift.",
  recipientName: "Enter the recipient's name.",
  recipientEmail: "Enter the recipient's e-mail address.",
  recipientTimeZone: "Choose the recipient's time zone from the list.",
  message: "Please keep the message under 500 characters.",
  deliverOn: GIFT_DELIVERY_DAY_INVALID,
  buyerFirstName: "Enter your first name.",
  buyerLastName: "Enter your last name.",
  buyerEmail: "Enter your e-mail address.",
} as const;
const M = GIFT_FORM_MESSAGES;

/**
 * What a gift purchase names (the dialog on /wellness-kit). No price: the server prices the
 * certificate from the catalogue. The buyer's name and e-mail are asked only of a signed-out
 * visitor; a signed-in buyer is her account.
 */
export const buyGiftSchema = z
  .object({
    productId: text(M.productId),
    kind: z.enum(["service", "amount"], { error: M.productId }),
    // Asked of a session certificate only; left empty by a form that shows no choice, it is absent.
    usedIn: z.preprocess((v) => (v === "" ? undefined : v), z.enum(REGIONS, { error: M.usedIn }).optional()),
    amount: z
      .string()
      .optional()
      .transform((v) => (v ? parseMajorAmount(v) : null)),
    recipientName: text(M.recipientName),
    recipientEmail: email(M.recipientEmail),
    recipientTimeZone: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || isValidTimeZone(v), M.recipientTimeZone),
    message: z
      .string()
      .trim()
      .max(500, M.message)
      .optional()
      .transform((v) => v || null),
    deliverOn: z.string().trim().refine(isCalendarDay, M.deliverOn),
    /** Ticked: the e-mail and card may name the therapy service. Unticked (the default): discreet. */
    nameTheService: tickBox,
    showPrice: tickBox,
    buyerFirstName: z.string().trim().max(80).optional(),
    buyerLastName: z.string().trim().max(80).optional(),
    buyerEmail: z.string().trim().max(254).optional(),
    region: z.enum(REGIONS),
    currency: z.enum(CURRENCIES),
  })
  .refine(fitsRegion, FITS_REGION_ERROR)
  .refine((v) => v.kind !== "service" || v.usedIn !== undefined, { message: M.usedIn, path: ["usedIn"] })
  .refine((v) => v.kind !== "amount" || v.amount !== null, { message: M.amount, path: ["amount"] });

export type BuyGiftInput = z.output<typeof buyGiftSchema>;

/** A signed-out buyer's own details, required of her alone. */
export const giftBuyerSchema = z.object({
  buyerFirstName: text(M.buyerFirstName, 80),
  buyerLastName: text(M.buyerLastName, 80),
  buyerEmail: email(M.buyerEmail),
});

export type GiftBuyerInput = z.output<typeof giftBuyerSchema>;
