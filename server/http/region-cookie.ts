import { parseRegionCookie, REGION_COOKIE, type RegionChoice } from "@domain/region";
import { AppError } from "@server/lib/errors";
import { redirect } from "react-router";
import { readCookie } from "./cookies";

/** The visitor's region as mirrored in the cookie, so the first response has the right prices. */
export function regionFromRequest(request: Request): RegionChoice | null {
  return parseRegionCookie(readCookie(request, REGION_COOKIE));
}

/** Spec 000 §2.2: region-dependent pages send a visitor without a region back to /. */
export function requireRegion(request: Request): RegionChoice {
  const region = regionFromRequest(request);
  if (!region) throw redirect("/");
  return region;
}

export const CHOOSE_REGION_FIRST = "Please choose your region first.";

/** For endpoints the browser calls: no region is a 400 with a message, not a redirect. */
export function regionForApi(request: Request): RegionChoice {
  const region = regionFromRequest(request);
  if (!region) throw new AppError("bad_request", CHOOSE_REGION_FIRST);
  return region;
}
