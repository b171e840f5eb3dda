/** The packages tab's texts; the first and second are spec 001 §8's. */
export const PACKAGES_TEXT = {
  loadFailed: "Failed to load package data",
  planFailed: "Failed to update support plan",
  planUpdated: "Support plan updated",
  addonFailed: "Failed to update add-on",
  addonUpdated: "Add-on updated",
  packageFailed: "Failed to update package",
  packageUpdated: "Package updated",
} as const;
