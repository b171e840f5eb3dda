import { formatLongDate } from "@domain/long-date";
import { dayInZone } from "@domain/zone-time";
import { practiceConfig } from "@server/lib/practice";
import { useLoaderData } from "react-router";
import { PrivacyPolicy } from "~/features/legal/privacy-policy";
import { publicPageMeta } from "~/lib/seo";

export function loader() {
  const practice = practiceConfig();
  const today = new Date();
  return {
    contact: {
      legalName: practice.legalName,
      email: practice.email,
      phone: practice.phone,
      address: `${practice.address.line}, ${practice.address.city}, ${practice.address.country}`,
    },
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
