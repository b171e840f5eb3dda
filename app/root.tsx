import { officeHoursLines } from "@domain/office-hours";
import { OUTAGE_MESSAGE, OUTAGE_TITLE } from "@domain/outage";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { regionFromRequest } from "@server/http/region-cookie";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import { getShownOfficeHours } from "@server/modules/practice-settings";
import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { FlashToaster } from "./components/flash-toaster";
import { useNonce } from "./components/nonce";
import { RegionProvider } from "./components/region/region-context";
import { ScriptsAfterPaint } from "./components/scripts-after-paint";
import { SiteFooter } from "./components/site-footer";
import { type HeaderUser, SiteHeader } from "./components/site-header";
import { Toasts } from "./components/toasts";
import { TAP_REPLAY_SCRIPT } from "./lib/tap-replay";
import "./app.css";

// Only a signed-in person is watched for inactivity: no public page loads the monitor's code.
const InactivityMonitor = lazy(() =>
  import("./components/inactivity-monitor").then((module) => ({ default: module.InactivityMonitor })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const practice = practiceConfig();
  const viewer = viewerOf(context);
  const user: HeaderUser | null = viewer ? { firstName: viewer.firstName, role: viewer.role } : null;
  const hours = officeHoursLines(await getShownOfficeHours(getDb));
  return {
    origin: publicUrl(),
    practice: {
      name: practice.name,
      legalName: practice.legalName,
      email: practice.email,
      phone: practice.phone,
      // Home page: contact card, office hours, welcome video, testimonial form, structured data.
      directorName: practice.directorName,
      address: practice.address,
      social: practice.social,
      // The office hours an admin set (spec 000 §9's until then): the same the booking calendar keeps to.
      officeHours: hours.lines,
      inPersonNote: hours.inPerson,
      welcomeVideoId: practice.welcomeVideoId,
      testimonialFormUrl: practice.testimonialFormUrl,
    },
    region: regionFromRequest(request),
    user,
  };
}

/**
 * A page whose route's handle says `scripts: false` is served as its HTML alone (with its own
 * inline script, if any): no bundle, no hydration, and so a plain header whose links need none
 * (decision 0051).
 */
function useNoBundle(): boolean {
  return useMatches().some((match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const noBundle = useNoBundle();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6855" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* A tap on a control before hydration is kept and given again once hydrated (decision 0048). */}
        {/* Only the server writes its code: hydration keeps an inline script's text as it is, and */}
        {/* the browser's bundle goes without it (decision 0009). */}
        {noBundle ? null : (
          <script
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script.
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? TAP_REPLAY_SCRIPT : "" }}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {children}
        {noBundle ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <ScriptsAfterPaint nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const { practice, region, user } = useLoaderData<typeof loader>();
  const noBundle = useNoBundle();
  // Set once the whole tree has hydrated (a parent's effects run after its children's), so
  // browser tests can wait until buttons respond and timers such as the inactivity monitor's
  // have started, instead of acting on server-rendered HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  if (noBundle) {
    return (
      <>
        <header className="border-b border-stone-200 bg-white px-4 py-3">
          <Link to="/" className="font-serif text-xl text-brand-900">
            {practice.name}
          </Link>
        </header>
        <div id="main" className="flex-1">
          <Outlet />
        </div>
      </>
    );
  }
  return (
    <RegionProvider initial={region}>
      <SiteHeader practiceName={practice.name} user={user} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter
        practiceName={practice.name}
        legalName={practice.legalName}
        email={practice.email}
        officeHours={practice.officeHours}
      />
      <Toasts position="top-center" richColors closeButton />
      <FlashToaster />
      {user ? (
        <Suspense fallback={null}>
          <InactivityMonitor />
        </Suspense>
      ) : null}
    </RegionProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A 503 is the server saying it cannot serve just now: its database is out of reach
  // (server/http/outage.ts), or a page could not load what it shows.
  const outage = isRouteErrorResponse(error) && error.status === 503;
  const title = outage
    ? OUTAGE_TITLE
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-serif text-3xl">{title}</h1>
      <p className="mt-4 text-stone-600">{outage ? OUTAGE_MESSAGE : "Please try again, or return to the home page."}</p>
      <a className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 text-white" href="/">
        Return to Home
      </a>
    </main>
  );
}
