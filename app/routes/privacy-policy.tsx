import { formatLongDate } from "@domain/long-date";
import { dayInZone } from "@domain/zone-time";
import { practiceConfig } from "@server/lib/practice";
import { useLoaderData } from "react-router";
import { legalContact } from "~/features/legal/legal-contact.server";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { publicPageMeta } from "~/lib/seo";

export function loader() {
  const practice = practiceConfig();
  const today = new Date();
  return {
    contact: legalContact(),
    // Spec 001 §2: the date shown is today's, in the practice's time zone.
    lastUpdated: { text: formatLongDate(today, practice.timeZone), day: dayInZone(today, practice.timeZone) },
    transferProvider: practice.bankTransfer.providerName,
  };
}

export const meta = publicPageMeta(
  "Privacy Policy",
  "What personal information we collect, how we use and protect it, and your rights.",
  "/privacy-policy",
);

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicy {...useLoaderData<typeof loader>()} />;
}
