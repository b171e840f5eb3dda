import { practiceConfig } from "@server/lib/practice";
import { useLoaderData } from "react-router";
import { ConfidentialityStatement } from "~/features/legal/confidentiality";
import { publicPageMeta } from "~/lib/seo";

export function loader() {
  const practice = practiceConfig();
  return {
    contact: {
      legalName: practice.legalName,
      email: practice.email,
      phone: practice.phone,
      address: `${practice.address.line}, ${practice.address.city}, ${practice.address.country}`,
    },
  };
}

export const meta = publicPageMeta(
  "Confidentiality Statement",
  "What we keep confidential, the legal exceptions, consent, secure records and privacy in online sessions.",
  "/confidentiality",
);

export default function Confidentiality() {
  return <ConfidentialityStatement {...useLoaderData<typeof loader>()} />;
}
