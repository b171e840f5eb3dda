import { CURRENCIES, type Currency, REGIONS, type Region } from "@domain/enums";
import { planCurrencyAllowed } from "@domain/plans";
import { z } from "zod";

export const CURRENCY_NOT_FOR_REGION = "Prices in this currency are not available in your region.";

/** The visitor's region and currency (from the region cookie). */
export const regionChoiceFields = { region: z.enum(REGIONS), currency: z.enum(CURRENCIES) };

/** A mismatched pair (say local + USD) is refused rather than priced in the wrong currency. */
export const fitsRegion = (c: { region: Region; currency: Currency }) => planCurrencyAllowed(c.region, c.currency);
export const FITS_REGION_ERROR = { message: CURRENCY_NOT_FOR_REGION, path: ["currency"] };

export const regionChoiceSchema = z.object(regionChoiceFields).refine(fitsRegion, FITS_REGION_ERROR);
