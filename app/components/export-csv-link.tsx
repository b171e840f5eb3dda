import { Download } from "lucide-react";
import { buttonClass } from "~/components/ui/button";

/** "Export CSV": downloads `url`, with a list's filters (`query`, as in the page's address) when it has any. */
export function ExportCsvLink({ url, query = "" }: { url: string; query?: string }) {
  return (
    <a href={`${url}${query ? `?${query}` : ""}`} download className={buttonClass("secondary", "sm")}>
      <Download aria-hidden className="size-4" /> Export CSV
    </a>
  );
}

/** The address of another page of a filtered list: its filters (`query`) kept, `page` changed. */
export const pageHrefFor = (query: string) => (page: number) =>
  `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(page) })}`;
