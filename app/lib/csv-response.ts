/**
 * A CSV download under `fileName`. Every export holds people's names, payments or needs, so it is
 * never kept by a shared cache or the browser's history cache, and never sniffed as anything else.
 */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
