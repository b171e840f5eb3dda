import { Download } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

/** The path of the export (app/routes/api.portal.export.ts). */
export const EXPORT_PATH = "/api/portal/export";

/** The privacy policy's portability right: everything of the client's, as one JSON file. */
export function DownloadMyData() {
  return (
    <Section
      headingId="my-data-heading"
      title="Your data"
      className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <p className="mt-2 text-stone-700">
        Download a copy of your profile, sessions, bookings, homework, messages and notifications as a JSON file, a
        format other services can read.
      </p>
      {/* A plain link: the browser saves the file the server names; nothing to hydrate. */}
      <a href={EXPORT_PATH} download className={`${buttonClass("secondary")} mt-4`}>
        <Download aria-hidden className="size-4" />
        Download my data
      </a>
    </Section>
  );
}
