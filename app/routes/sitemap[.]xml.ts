import { publicUrl } from "@server/lib/env";
import { ARTICLES } from "~/features/marketing/resources-content";

/** The public pages search engines should index. */
const PAGES = [
  "/",
  "/about",
  "/services",
  "/therapy-journeys",
  "/support-plans",
  "/corporate-services",
  "/executive-coaching",
  "/resources",
  "/wellness-kit",
  "/workshops",
  "/retreats",
  "/community",
  "/privacy-policy",
  "/confidentiality",
  ...ARTICLES.map((article) => `/resources/${article.id}`),
];

export function loader() {
  const origin = publicUrl();
  const urls = PAGES.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
