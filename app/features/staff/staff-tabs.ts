import type { DashboardTab } from "~/components/dashboard-parts";

/** The therapist dashboard's tabs (spec 001 §2), clients first (the default). */
export const THERAPIST_TABS: readonly DashboardTab[] = [
  { id: "clients", label: "Clients", path: "" },
  { id: "sessions", label: "Sessions", path: "sessions" },
  { id: "homework", label: "Homework", path: "homework" },
  { id: "messages", label: "Messages", path: "messages" },
  { id: "analytics", label: "Analytics", path: "analytics" },
  { id: "calendar", label: "Calendar", path: "calendar" },
  { id: "settings", label: "Settings", path: "settings" },
];

export const THERAPIST_BASE = "/therapist-dashboard";

/** The admin dashboard's tabs (spec 001 §2), overview first (the default). */
export const ADMIN_TABS: readonly DashboardTab[] = [
  { id: "overview", label: "Overview", path: "" },
  { id: "calendar", label: "Calendar", path: "calendar" },
  { id: "messages", label: "Messages", path: "messages" },
  { id: "homework", label: "Homework", path: "homework" },
  { id: "forms", label: "Forms", path: "forms" },
  { id: "packages", label: "Packages", path: "packages" },
  { id: "coupons", label: "Coupons", path: "coupons" },
  { id: "gifts", label: "Gift certificates", path: "gifts" },
  { id: "newsletter", label: "Newsletter", path: "newsletter" },
  { id: "events", label: "Events", path: "events" },
  { id: "applications", label: "Applications", path: "applications" },
  { id: "users", label: "Users", path: "users" },
  { id: "transactions", label: "Transactions", path: "transactions" },
  { id: "analytics", label: "Analytics", path: "analytics" },
  { id: "audit", label: "Audit", path: "audit" },
  { id: "settings", label: "Settings", path: "settings" },
];

export const ADMIN_BASE = "/admin-dashboard";
