/** Pages that send a visitor without a region back to / (spec 000 §2.2, spec 001 §2). */
export const REGION_GATED_PAGES = [
  "/about",
  "/services",
  "/therapy-journeys",
  "/pricing",
  "/corporate-services",
  "/executive-coaching",
  "/resources",
] as const;

/** Public pages that need no region. */
export const OPEN_PAGES = [
  "/support-plans",
  "/wellness-kit",
  "/shop",
  "/workshops",
  "/retreats",
  "/community",
  "/resources/living-with-grief",
  "/privacy-policy",
  "/confidentiality",
] as const;

/** Every public page, home first. */
export const PUBLIC_PAGES = ["/", ...REGION_GATED_PAGES, ...OPEN_PAGES] as const;
