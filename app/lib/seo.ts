import type { MetaDescriptor } from "react-router";

interface PageMetaInput {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/about". */
  path: string;
  /** Public origin (the root loader's `origin`). */
  origin?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and social preview tags for one page. */
export function pageMeta({ title, description, path, origin = "", noindex }: PageMetaInput): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The root loader's data as seen from a route's `meta` (its `matches`). */
export function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): {
  origin: string;
  practiceName: string;
} {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { origin?: string; practice?: { name?: string; legalName?: string } }
    | undefined;
  return { origin: root?.origin ?? "", practiceName: root?.practice?.legalName ?? "" };
}

/**
 * The `meta` of one of the client portal's tabs: "<tab> | Your Portal", kept out of search
 * engines (the portal is private).
 */
export function portalTabMeta(tab: string, description: string) {
  return privateTabMeta(`${tab} | Your Portal`, description);
}

/** The `meta` of a therapist dashboard tab: "<tab> | Therapist Dashboard", kept out of search engines. */
export function staffTabMeta(tab: string, description: string, dashboard = "Therapist Dashboard") {
  return privateTabMeta(`${tab} | ${dashboard}`, description);
}

function privateTabMeta(title: string, description: string) {
  return ({
    matches,
    location,
  }: {
    matches: Parameters<typeof rootData>[0];
    location: { pathname: string };
  }): MetaDescriptor[] =>
    pageMeta({
      ...rootData(matches),
      title,
      description,
      path: location.pathname,
      noindex: true,
    });
}

/** The `meta` of a public page: "<title> | <practice name>", with its description and path. */
export function publicPageMeta(title: string, description: string, path: string) {
  return ({ matches }: { matches: Parameters<typeof rootData>[0] }): MetaDescriptor[] => {
    const root = rootData(matches);
    return pageMeta({ ...root, title: `${title} | ${root.practiceName}`, description, path });
  };
}
