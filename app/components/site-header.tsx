import type { Role } from "@domain/enums";
import {
  EVENTS_LINKS,
  EVENTS_MENU_LABEL,
  MAIN_LINKS,
  type NavLink as MenuLink,
  portalFor,
  SERVICES_LINKS,
} from "@domain/navigation";
import { ChevronDown, Menu } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Logo } from "./logo";
import { RegionSwitcher } from "./region/region-switcher";
import { SignOutButton } from "./sign-out-button";
import { buttonClass } from "./ui/button";
import { Dialog, opensDialog } from "./ui/dialog";
import { DisclosureMenu } from "./ui/disclosure-menu";

export interface HeaderUser {
  firstName: string;
  role: Role | null;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-2 py-2 text-sm hover:bg-stone-100 ${isActive ? "font-semibold text-brand-700" : "text-stone-700"}`;

/** Spec 001 §2: the navigation bar. */
export function SiteHeader({ practiceName, user }: { practiceName: string; user: HeaderUser | null }) {
  const portal = portalFor(user?.role);
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-sand-50/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="mr-auto flex items-center gap-2" aria-label={`${practiceName} home`}>
          <Logo />
          <span className="font-serif text-lg text-brand-900">{practiceName}</span>
        </Link>
        {/* Seven links, two of them menus, the region and a button fit a line from 1280 px; below it, the side menu. */}
        <ul className="hidden items-center xl:flex">
          {MAIN_LINKS.slice(0, 2).map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LinksMenu label="Services" links={SERVICES_LINKS} />
          </li>
          <li>
            <LinksMenu label={EVENTS_MENU_LABEL} links={EVENTS_LINKS} />
          </li>
          {MAIN_LINKS.slice(2).map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {/* The region on every screen, in the header as spec 000 §2.4 has it: a phone's too. */}
        <RegionSwitcher />
        <div className="hidden items-center gap-2 xl:flex">
          {user ? (
            <>
              <Link to={portal.href} className={`${buttonClass("primary", "sm")} whitespace-nowrap`}>
                {portal.label}
              </Link>
              <SignOutButton className={`${buttonClass("ghost", "sm")} whitespace-nowrap`} />
            </>
          ) : (
            <Link to="/auth" className={`${buttonClass("primary", "sm")} whitespace-nowrap`}>
              Book a Session
            </Link>
          )}
        </div>
        <MobileMenu user={user} />
      </nav>
    </header>
  );
}

/** A dropdown of the navigation bar: Services, Workshops & Retreats. */
function LinksMenu({ label, links }: { label: string; links: readonly MenuLink[] }) {
  return (
    <DisclosureMenu
      buttonClassName="inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-sm text-stone-700 hover:bg-stone-100"
      label={
        <>
          {label} <ChevronDown aria-hidden className="size-3.5" />
        </>
      }
    >
      {(close) => (
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} onClick={close} className="block rounded-lg px-3 py-2 hover:bg-brand-50">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}

/**
 * Small screens: a side menu with Book a Session first (for visitors and clients: staff do not
 * book), the links, then Dashboard and Sign Out, or Sign In / Sign Up.
 */
/** The phone menu's id: it opens from its HTML, before the page has hydrated (decision 0048). */
const MENU_ID = "site-menu";

function MobileMenu({ user }: { user: HeaderUser | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const item = "block rounded-lg px-3 py-2.5 text-stone-800 hover:bg-stone-100";
  const books = !user?.role || user.role === "client";
  return (
    <>
      <button
        type="button"
        className="rounded-full p-2 text-stone-700 hover:bg-stone-100 xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...opensDialog(MENU_ID)}
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Menu" placement="right" openableWithoutScripts={MENU_ID}>
        <nav aria-label="Site" className="mt-3 flex flex-col gap-1">
          {books ? (
            <Link to="/book" className={`${buttonClass("primary")} mb-3`} onClick={close}>
              Book a Session
            </Link>
          ) : null}
          {[...MAIN_LINKS.slice(0, 2), ...SERVICES_LINKS].map((link) => (
            <Link key={link.href} to={link.href} className={item} onClick={close}>
              {link.label}
            </Link>
          ))}
          <p
            id="events-menu-heading"
            className="mt-2 px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase"
          >
            {EVENTS_MENU_LABEL}
          </p>
          <ul aria-labelledby="events-menu-heading" className="mb-2">
            {EVENTS_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={`${item} pl-6`} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {MAIN_LINKS.slice(2).map((link) => (
            <Link key={link.href} to={link.href} className={item} onClick={close}>
              {link.label}
            </Link>
          ))}
          <div className="my-3 h-px bg-stone-200" />
          {user ? (
            <>
              <Link to={portalFor(user.role).href} className={item} onClick={close}>
                Dashboard
              </Link>
              <SignOutButton className={`${item} w-full text-left`} />
            </>
          ) : (
            <>
              <Link to="/auth" className={item} onClick={close}>
                Sign In
              </Link>
              <Link to="/auth?tab=signup" className={item} onClick={close}>
                Sign Up
              </Link>
            </>
          )}
        </nav>
        <button type="button" onClick={close} className="mt-6 text-sm text-stone-700 underline">
          Close menu
        </button>
      </Dialog>
    </>
  );
}
