import type { Role } from "@domain/enums";
import { encodeFlash, FLASH_COOKIE, type Flash } from "@domain/flash";
import type { Viewer } from "@server/modules/accounts";
import { redirect } from "react-router";
import { type RouteContext, viewerOf } from "./load-context";

/** Headers that make the next page show a toast. */
export function flashHeaders(flash: Flash): HeadersInit {
  return { "Set-Cookie": `${FLASH_COOKIE}=${encodeFlash(flash)}; Path=/; Max-Age=60; SameSite=Lax` };
}

export function redirectWithFlash(to: string, flash: Flash): Response {
  return redirect(to, { headers: flashHeaders(flash) });
}

/** Spec 001 §6: no session leads to /auth. */
export function requireViewer(context: RouteContext): Viewer {
  const viewer = viewerOf(context);
  if (!viewer) throw redirect("/auth");
  return viewer;
}

function requireRoles(context: RouteContext, roles: readonly Role[], denied: Flash | null): Viewer {
  const viewer = requireViewer(context);
  if (roles.includes(viewer.role)) return viewer;
  throw denied ? redirectWithFlash("/", denied) : redirect("/");
}

const accessDenied = (description: string): Flash => ({ title: "Access Denied", description, variant: "error" });

/** Client portal: client or admin; anyone else is told so and sent home (spec 001 §6). */
export const requireClientAccess = (context: RouteContext) =>
  requireRoles(context, ["client", "admin"], accessDenied("You don't have client access to this portal."));

export const requireTherapist = (context: RouteContext) =>
  requireRoles(context, ["therapist"], accessDenied("You don't have therapist access to this portal."));

/** Admin dashboard: anyone else goes to / (signed in) or /auth (not), with no message. */
export const requireAdmin = (context: RouteContext) => requireRoles(context, ["admin"], null);
