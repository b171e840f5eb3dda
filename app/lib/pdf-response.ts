/** A receipt PDF, opened in the browser under `fileName`; personal, so never cached. */
export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Length": String(pdf.byteLength),
      // Personal and financial: never kept by a shared cache or the browser's history cache.
      "Cache-Control": "private, no-store",
    },
  });
}
