// The chunking rules on a small, hand-made module graph: which chunk each module goes to.
import { describe, expect, it } from "vitest";
import { clientChunks, iconsOneByOne, type ModuleGraph, routeChunksMayExportMore } from "./chunking";

const app = (file: string) => `/site/app/${file}`;
const route = (file: string) => app(`routes/${file}`);
const lib = (file: string) => `/site/node_modules/${file}`;
const icon = (name: string) => lib(`lucide-react/dist/esm/icons/${name}.mjs`);

const ROOT = app("root.tsx");
const react = lib("react/index.js");
const reactRouter = lib("react-router/dist/development/index.mjs");
const reactRouterDom = lib("react-router/dist/development/dom-export.mjs");
const reactDom = lib("react-dom/index.js");
const reactDomClient = lib("react-dom/client.js");
const reactDomRenderer = lib("react-dom/cjs/react-dom-client.production.js");
const scheduler = lib("scheduler/index.js");
const zod = lib("zod/index.js");
const radix = lib("radix-ui/dist/index.mjs");
const createLucideIcon = lib("lucide-react/dist/esm/createLucideIcon.mjs");
const preloadHelper = "\0vite/preload-helper.js";

// Public pages (anyone may land on them first) and pages only a signed-in person opens.
const home = route("_index.tsx");
const homeClientAction = route("_index.tsx?client-action");
const about = route("about.tsx");
const services = route("services.tsx");
const contact = route("contact.tsx");
const plans = route("support-plans.tsx");
const clientDashboard = route("client-dashboard.tsx");
const clientSessions = route("client-dashboard.sessions.tsx");
const therapistDashboard = route("therapist-dashboard.tsx");
const book = route("book.tsx");
const planCheckout = route("support-plans.checkout.tsx");
// One family of pages: the mailing list's sign-up, confirmation and leaving pages.
const newsletter = route("newsletter.tsx");
const newsletterConfirm = route("newsletter.confirm.tsx");
const newsletterLeave = route("newsletter.unsubscribe.tsx");

const small = "export const x = 1;\n";
const KB8 = 8 * 1024;

/** Each module: what it imports statically, and its source (a small one unless given). */
const modules: Record<string, { imports?: string[]; dynamicImports?: string[]; code?: string | null }> = {
  [ROOT]: { imports: [react, reactRouter, app("components/nav.tsx")] },
  // A module React Router makes of the root route (imported by no other module).
  [`${ROOT}?client-route`]: {},
  [app("components/nav.tsx")]: { imports: [app("lib/cn.ts"), icon("menu"), radix] },
  [app("entry.client.tsx")]: { imports: [reactDomClient, reactRouterDom] },
  [reactRouterDom]: { imports: [reactRouter, reactDom] },
  [reactDomClient]: { imports: [reactDomRenderer, reactDom] },
  [reactDomRenderer]: { imports: [scheduler, react] },
  [icon("menu")]: { imports: [createLucideIcon] },
  [icon("phone")]: { imports: [createLucideIcon] },
  [icon("star")]: { imports: [createLucideIcon] },
  [icon("leaf")]: { imports: [createLucideIcon] },
  [icon("calendar")]: { imports: [createLucideIcon] },
  [icon("globe")]: { imports: [createLucideIcon] },
  [createLucideIcon]: { imports: [react] },

  // Helpers of public pages.
  [app("components/price.tsx")]: { imports: [react, "/site/domain/prices.ts"] },
  [app("components/quote.tsx")]: {},
  [app("components/gallery.tsx")]: { code: "x".repeat(KB8 + 1) },
  [app("components/card.tsx")]: { code: "x".repeat(KB8) },
  [app("components/generated.ts")]: { code: null },
  [app("components/contact-form.tsx")]: { imports: [zod] },
  [app("components/badge.tsx")]: {},
  [app("components/plan-list.tsx")]: {},

  // Helpers of signed-in pages.
  [app("features/dashboard/session-card.tsx")]: {
    imports: [react, reactRouter, icon("calendar"), app("lib/cn.ts")],
  },
  [app("features/dashboard/status.tsx")]: { imports: [app("lib/dates.ts")] },
  [app("features/dashboard/two-portals.tsx")]: {},
  [app("features/plans/checkout-summary.tsx")]: {},

  // Routes.
  [home]: {
    imports: [
      app("components/price.tsx"),
      app("components/quote.tsx"),
      app("components/gallery.tsx"),
      app("components/generated.ts"),
      app("components/badge.tsx"),
      icon("star"),
      preloadHelper,
    ],
    // A screen the home page fetches when it draws it.
    dynamicImports: [app("features/gate/gate.tsx")],
  },
  [app("features/gate/gate.tsx")]: { imports: [icon("globe")] },
  [homeClientAction]: { imports: [app("components/badge.tsx")] },
  [about]: {
    imports: [
      app("components/price.tsx"),
      app("components/quote.tsx"),
      app("components/gallery.tsx"),
      app("components/card.tsx"),
      app("components/generated.ts"),
      app("components/contact-form.tsx"),
      app("components/badge.tsx"),
      app("components/notice.tsx"),
      app("lib/dates.ts"),
      icon("star"),
    ],
  },
  [services]: {
    imports: [
      app("components/price.tsx"),
      app("components/gallery.tsx"),
      app("components/card.tsx"),
      app("components/generated.ts"),
      app("components/contact-form.tsx"),
      app("components/plan-list.tsx"),
      icon("leaf"),
    ],
  },
  [plans]: { imports: [app("components/plan-list.tsx")] },
  [clientDashboard]: {
    imports: [
      app("components/quote.tsx"),
      app("features/dashboard/session-card.tsx"),
      app("features/dashboard/status.tsx"),
      app("features/dashboard/two-portals.tsx"),
      app("features/plans/checkout-summary.tsx"),
    ],
  },
  [clientSessions]: { imports: [app("features/dashboard/session-card.tsx"), icon("globe")] },
  [therapistDashboard]: {
    imports: [
      app("features/dashboard/session-card.tsx"),
      app("features/dashboard/status.tsx"),
      app("features/dashboard/two-portals.tsx"),
    ],
  },
  [book]: {
    imports: [app("features/dashboard/status.tsx"), app("features/plans/checkout-summary.tsx"), icon("phone")],
  },
  [planCheckout]: { imports: [app("features/plans/checkout-summary.tsx"), icon("globe")] },
  [app("features/newsletter/texts.ts")]: {},
  [app("components/notice.tsx")]: {},
  [app("components/faq.tsx")]: {},
  [newsletter]: { imports: [app("features/newsletter/texts.ts"), app("components/notice.tsx")] },
  [newsletterConfirm]: { imports: [app("features/newsletter/texts.ts"), app("components/notice.tsx")] },
  [newsletterLeave]: { imports: [app("features/newsletter/texts.ts"), app("components/faq.tsx")] },
  [contact]: {
    imports: [
      app("components/card.tsx"),
      app("components/contact-form.tsx"),
      app("components/plan-list.tsx"),
      app("components/notice.tsx"),
      app("components/faq.tsx"),
      icon("phone"),
    ],
  },
};

/** The graph as Rolldown shows it: one info object per module (they key the rules' caches). */
function graphOf(declared: typeof modules): ModuleGraph {
  const infos = new Map<
    string,
    { importedIds: string[]; importers: string[]; dynamicImporters: string[]; code: string | null }
  >();
  const infoOf = (id: string) => {
    let info = infos.get(id);
    if (!info) {
      const code = declared[id]?.code;
      info = { importedIds: [], importers: [], dynamicImporters: [], code: code === undefined ? small : code };
      infos.set(id, info);
    }
    return info;
  };
  for (const [id, { imports = [], dynamicImports = [] }] of Object.entries(declared)) {
    infoOf(id).importedIds.push(...imports);
    for (const imported of imports) infoOf(imported).importers.push(id);
    for (const imported of dynamicImports) infoOf(imported).dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

const graph = graphOf(modules);
const { groups } = clientChunks(ROOT);

/**
 * The chunk Rolldown puts a module in: the first group by priority that names one, or "split" when
 * none does (Rolldown's own splitting places it: with its route, the client entry, or a shared chunk).
 */
function chunkOf(id: string): string {
  expect(graph.getModuleInfo(id), `${id} is in the graph`).not.toBeNull();
  for (const group of [...groups].sort((a, b) => b.priority - a.priority)) {
    const name = group.name(id, graph);
    if (name) return name;
  }
  return "split";
}

describe("the groups", () => {
  it("are root before portal, each with a debugName", () => {
    expect(groups.map(({ debugName, priority }) => ({ debugName, priority }))).toEqual([
      { debugName: "root", priority: 2 },
      { debugName: "portal", priority: 1 },
    ]);
  });
});

describe("the root chunk", () => {
  it("holds React and React Router", () => {
    expect(chunkOf(react)).toBe("root");
    expect(chunkOf(reactRouter)).toBe("root");
    expect(chunkOf(reactRouterDom)).toBe("root");
    expect(chunkOf(reactDom)).toBe("root");
  });

  it("leaves React DOM's renderer and the scheduler to the client entry", () => {
    expect(chunkOf(reactDomClient)).toBe("split");
    expect(chunkOf(reactDomRenderer)).toBe("split");
    expect(chunkOf(scheduler)).toBe("split");
    expect(chunkOf(app("entry.client.tsx"))).toBe("split");
  });

  it("holds the root route, any module made of it, and everything it imports, libraries too", () => {
    expect(chunkOf(ROOT)).toBe("root");
    expect(chunkOf(`${ROOT}?client-route`)).toBe("root");
    expect(chunkOf(app("components/nav.tsx"))).toBe("root");
    expect(chunkOf(app("lib/cn.ts"))).toBe("root");
    expect(chunkOf(icon("menu"))).toBe("root");
    expect(chunkOf(createLucideIcon)).toBe("root");
    expect(chunkOf(radix)).toBe("root");
  });

  it("holds Vite's preload helper", () => {
    expect(chunkOf(preloadHelper)).toBe("root");
  });

  it("holds a small helper that three public pages use, and what it imports", () => {
    expect(chunkOf(app("components/price.tsx"))).toBe("root");
    expect(chunkOf("/site/domain/prices.ts")).toBe("root");
  });

  it("takes a helper of exactly 8 KB, but not one a byte longer, nor one whose source is unknown", () => {
    expect(chunkOf(app("components/card.tsx"))).toBe("root");
    expect(chunkOf(app("components/gallery.tsx"))).toBe("split");
    expect(chunkOf(app("components/generated.ts"))).toBe("split");
  });

  it("leaves out a helper that brings a library, and the library", () => {
    expect(chunkOf(app("components/contact-form.tsx"))).toBe("split");
    expect(chunkOf(zod)).toBe("split");
  });

  it("leaves out a helper only two public pages use, whatever signed-in pages use it too", () => {
    expect(chunkOf(app("components/quote.tsx"))).toBe("split");
  });

  it("counts the pages of one family once: three of them are not three public pages", () => {
    expect(chunkOf(app("features/newsletter/texts.ts"))).toBe("split");
    // The family and one other public page are two; with a second other page, three.
    expect(chunkOf(app("components/faq.tsx"))).toBe("split");
    expect(chunkOf(app("components/notice.tsx"))).toBe("root");
  });

  it("counts a route once, however many modules React Router makes of it", () => {
    expect(chunkOf(app("components/badge.tsx"))).toBe("split");
  });

  it("counts support-plans as a public page, its checkout as a signed-in one", () => {
    expect(chunkOf(app("components/plan-list.tsx"))).toBe("root");
    expect(chunkOf(app("features/plans/checkout-summary.tsx"))).toBe("portal");
  });

  it("holds an icon two routes draw when one of them is public", () => {
    expect(chunkOf(icon("star"))).toBe("root");
    expect(chunkOf(icon("phone"))).toBe("root");
  });

  it("leaves out an icon only one page draws", () => {
    expect(chunkOf(icon("leaf"))).toBe("split");
  });

  it("leaves every route module to a chunk of its own", () => {
    for (const id of [home, about, services, contact, plans, clientDashboard, clientSessions, book, planCheckout]) {
      expect(chunkOf(id), id).toBe("split");
    }
  });
});

describe("the portal chunk", () => {
  it("holds a small helper three signed-in pages share, whatever it imports from the root chunk", () => {
    expect(chunkOf(app("features/dashboard/session-card.tsx"))).toBe("portal");
  });

  it("holds an icon only two signed-in pages draw", () => {
    expect(chunkOf(icon("calendar"))).toBe("portal");
  });

  it("leaves out an icon two signed-in pages draw when a screen a public page fetches draws it too", () => {
    expect(chunkOf(icon("globe"))).toBe("split");
  });

  it("leaves out a helper only two signed-in pages share", () => {
    expect(chunkOf(app("features/dashboard/two-portals.tsx"))).toBe("split");
  });

  it("leaves out a helper that would bring along code a public page loads outside the root chunk", () => {
    expect(chunkOf(app("features/dashboard/status.tsx"))).toBe("split");
    expect(chunkOf(app("lib/dates.ts"))).toBe("split");
  });
});

/** The plugin's hooks, as the build calls them. */
interface IconsPlugin {
  name: string;
  apply?: unknown;
  transform(code: string, id: string): { code: string } | null;
  applyToEnvironment(environment: { name: string }): boolean;
}

describe("icons one by one", () => {
  const plugin = iconsOneByOne() as IconsPlugin;

  it("turns named icon imports into per-icon imports, keeping the other names on the index", () => {
    const code = 'import { Check, Phone as Call, createLucideIcon } from "lucide-react";\nexport {};\n';
    expect(plugin.transform(code, app("components/icons.tsx"))?.code).toBe(
      'import { createLucideIcon } from "lucide-react"; import Check from "lucide-react/icons/check"; ' +
        'import Call from "lucide-react/icons/phone";\nexport {};\n',
    );
  });

  it("leaves type imports, imports of no icon, other modules and the packages' own code alone", () => {
    expect(plugin.transform('import type { LucideIcon } from "lucide-react";', app("a.tsx"))).toBeNull();
    expect(plugin.transform('import { createLucideIcon } from "lucide-react";', app("a.tsx"))).toBeNull();
    expect(plugin.transform('import { useState } from "react";', app("a.tsx"))).toBeNull();
    expect(plugin.transform('import { Check } from "lucide-react";', lib("some-ui/index.js"))).toBeNull();
  });

  it("applies to the browser build only", () => {
    expect(plugin.apply).toBe("build");
    expect(plugin.applyToEnvironment({ name: "client" })).toBe(true);
    expect(plugin.applyToEnvironment({ name: "ssr" })).toBe(false);
  });
});

describe("route chunks may export more", () => {
  const configure = routeChunksMayExportMore.configEnvironment as (name: string) => unknown;

  it("allows extra exports in the browser build only", () => {
    expect(configure("client")).toEqual({ build: { rollupOptions: { preserveEntrySignatures: "allow-extension" } } });
    expect(configure("ssr")).toBeUndefined();
  });
});
