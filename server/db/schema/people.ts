import { APPROVAL_STATUSES, CURRENCIES, PAYOUT_METHODS, REGIONS, ROLES } from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, notBlank, oneOf, updatedAt } from "./columns";

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    bio: text("bio"),
    timezone: text("timezone").notNull().default("UTC"),
    region: text("region").notNull().default("international"),
    currency: text("currency").notNull().default("USD"),
    /** Set only for therapist applicants: pending until an admin approves or rejects. */
    approvalStatus: text("approval_status"),
    applicationNote: text("application_note"),
    rejectionReason: text("rejection_reason"),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: at("approved_at"),
    lastActivity: at("last_activity"),
    /** Set while an admin has suspended the account: it cannot sign in, and its sessions are ended. */
    suspendedAt: at("suspended_at"),
    suspendedBy: uuid("suspended_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("profiles_region_check", t.region, REGIONS),
    oneOf("profiles_currency_check", t.currency, CURRENCIES),
    oneOf("profiles_approval_status_check", t.approvalStatus, APPROVAL_STATUSES),
    check("profiles_region_currency_check", sql`(${t.region} = 'local') = (${t.currency} = 'GHS')`),
    notBlank("profiles_first_name_check", t.firstName),
    notBlank("profiles_last_name_check", t.lastName),
    check(
      "profiles_rejection_reason_check",
      sql`${t.approvalStatus} is distinct from 'rejected' or coalesce(${t.rejectionReason}, '') ~ '[^[:space:]]'`,
    ),
    index("profiles_approval_status_idx").on(t.approvalStatus),
  ],
);

/** One role per user; a user without a row is treated as a client. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("user_roles_user_unique").on(t.userId),
    oneOf("user_roles_role_check", t.role, ROLES),
    index("user_roles_role_idx").on(t.role),
  ],
);

export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNewBooking: boolean("email_new_booking").notNull().default(true),
  emailNewMessage: boolean("email_new_message").notNull().default(true),
  emailHomeworkSubmitted: boolean("email_homework_submitted").notNull().default(true),
  smsReminders: boolean("sms_reminders").notNull().default(false),
  /** A therapist's own e-mail reminders of her sessions (a client's are always sent). */
  emailReminders: boolean("email_reminders").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * How the practice pays a therapist: a bank account or a mobile-money wallet. Seen only by the
 * therapist herself and the admins.
 */
export const therapistPayoutDetails = pgTable(
  "therapist_payout_details",
  {
    therapistId: uuid("therapist_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    accountName: text("account_name").notNull(),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    mobileNetwork: text("mobile_network"),
    mobileNumber: text("mobile_number"),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("therapist_payout_method_check", t.method, PAYOUT_METHODS),
    notBlank("therapist_payout_account_name_check", t.accountName),
    check(
      "therapist_payout_complete_check",
      sql`(${t.method} = 'bank' and ${t.bankName} is not null and ${t.accountNumber} is not null)
        or (${t.method} = 'mobile_money' and ${t.mobileNetwork} is not null and ${t.mobileNumber} is not null)`,
    ),
  ],
);
