import { lazy } from "react";

const loadGate = () => import("./region-gate");

/**
 * The region gate, its code fetched only when it is drawn (ADR 0009): / shows it until a region
 * is chosen, which after a first visit is never, so the home page's chunk leaves it out.
 *
 * Deliberately without a Suspense boundary of its own. The server then waits for it before it
 * sends the page, and sends it in place, as before (React streams a boundary's content that comes
 * after the first 12.8 KB of HTML separately, shown by an inline script: without that script the
 * gate would not show at all). In the browser, hydration waits for the chunk (fetched early,
 * below), so the page is never half hydrated; a navigation to / keeps the previous page until it
 * has arrived.
 */
export const LazyRegionGate = lazy(() => loadGate().then((module) => ({ default: module.RegionGate })));

/**
 * When the server has drawn the gate (the visitor has no region yet), start fetching its chunk as
 * soon as this module runs, alongside React's own start-up, rather than when hydration reaches
 * the gate. The page says so itself (the gate's `data-region-gate`): the scripts run after the
 * first paint, so the document is there. (Reading the region cookie instead fetched the gate for
 * nothing whenever the server knew a region the page's script could not read.)
 */
const gateDrawn = () => document.querySelector("[data-region-gate]") !== null;
// A failed fetch is not lost: the gate asks again when it renders, and its error shows there.
if (typeof document !== "undefined" && gateDrawn()) loadGate().catch(() => {});
