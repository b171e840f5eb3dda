/** Where a homework notification leads the client. */
export const CLIENT_HOMEWORK_LINK = "/client-dashboard/homework";

/** Spec 001 §6: setting and reviewing homework are therapist actions. */
export const THERAPISTS_ONLY = "Only a therapist can set or review homework.";
