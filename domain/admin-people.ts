/**
 * The admin dashboard's Applications and Users tabs (spec 001 §4, §5, §6, §8): their texts and
 * the rules the dialogs and the server share.
 */
import { z } from "zod";
import type { Role } from "./enums";

export const APPLICATION_TEXT = {
  approved: "Application approved",
  rejected: "Application rejected",
  approveFailed: "Failed to approve application",
  rejectFailed: "Failed to reject application",
  /** Spec 001 §5: required, although the field's placeholder says optional. */
  reasonRequired: "Please provide a reason for rejection",
  reasonPlaceholder: "Reason (optional)",
  reasonTooLong: "Keep the reason under 1000 characters.",
  notFound: "Application not found",
  alreadyDecided: "This application has already been decided.",
} as const;

export const REJECTION_REASON_MAX = 1000;

/** The rejection reason as the dialog and the server check it: trimmed, not empty. */
export const rejectionReason = z
  .string({ error: APPLICATION_TEXT.reasonRequired })
  .trim()
  .min(1, APPLICATION_TEXT.reasonRequired)
  .max(REJECTION_REASON_MAX, APPLICATION_TEXT.reasonTooLong);

/** What anyone but an administrator is told by the Applications and Users tabs' actions. */
export const PEOPLE_ADMINS_ONLY = "Only an administrator can manage applications and users.";

export const USER_TEXT = {
  roleChanged: "Role updated",
  roleFailed: "Failed to update role",
  suspended: "Account suspended",
  suspendFailed: "Failed to suspend account",
  restored: "Account restored",
  restoreFailed: "Failed to restore account",
  notFound: "User not found",
  lastAdmin:
    "There must always be at least one administrator. Make someone else an administrator before removing this role.",
  notSelf: "You cannot suspend your own account.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  noLongerAdmin: "Only an administrator can do this.",
} as const;

export const ROLE_LABEL: Record<Role, string> = { client: "Client", therapist: "Therapist", admin: "Admin" };

/** Users listed per page in the Users tab. */
export const USERS_PAGE_SIZE = 25;
/** Pending applications shown at first, and added by each "Show more". */
export const APPLICATIONS_PAGE_SIZE = 25;
