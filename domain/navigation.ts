import type { Role } from "./enums";

export interface PortalLink {
  label: string;
  href: string;
}

/** Spec 001 §2: the header's portal button, labelled by role; "Portal" while the role is unknown. */
export function portalFor(role: Role | null | undefined): PortalLink {
  switch (role) {
    case "admin":
      return { label: "Admin Portal", href: "/admin-dashboard" };
    case "therapist":
      return { label: "Therapist Portal", href: "/therapist-dashboard" };
    case "client":
      return { label: "Client Portal", href: "/client-dashboard" };
    default:
      return { label: "Portal", href: "/client-dashboard" };
  }
}

/** Spec 001 §2: after sign-in a therapist goes to their dashboard, everyone else to the client's. */
export function destinationAfterSignIn(role: Role | null | undefined): string {
  return role === "therapist" ? "/therapist-dashboard" : "/client-dashboard";
}

export interface NavLink {
  label: string;
  href: string;
}

/** Spec 001 §2: the navigation bar's links and its Services dropdown. */
export const MAIN_LINKS: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Support Plans", href: "/support-plans" },
  { label: "Wellness Kit", href: "/wellness-kit" },
  { label: "Contact", href: "/#contact" },
];

export const SERVICES_LINKS: readonly NavLink[] = [
  { label: "All Services", href: "/services" },
  { label: "Corporate Services", href: "/corporate-services" },
  { label: "Executive Coaching", href: "/executive-coaching" },
  { label: "Retreats & Workshops", href: "/retreats" },
];
