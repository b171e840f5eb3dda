import { publicUrl } from "@server/lib/env";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /client-dashboard",
    "Disallow: /client-portal",
    "Disallow: /therapist-dashboard",
    "Disallow: /admin-dashboard",
    "Disallow: /book",
    "Disallow: /payment-success",
    "Disallow: /api/",
    `Sitemap: ${publicUrl()}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
