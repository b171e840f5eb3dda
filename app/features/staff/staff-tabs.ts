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
