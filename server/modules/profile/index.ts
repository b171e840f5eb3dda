/** A person's profile: reading and changing it, and exporting all her data. */
export { exportMyData } from "./export-my-data";
export { getMyProfile } from "./get-my-profile";
export { timeZoneChoices } from "./time-zones";
export { updateProfile } from "./update-profile";
