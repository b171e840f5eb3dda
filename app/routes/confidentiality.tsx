import { useLoaderData } from "react-router";
import { ConfidentialityStatement } from "~/features/legal/confidentiality";
import { legalContact } from "~/features/legal/legal-contact.server";
import { publicPageMeta } from "~/lib/seo";

export function loader() {
  return { contact: legalContact() };
}

export const meta = publicPageMeta(
  "Confidentiality Statement",
  "What we keep confidential, the legal exceptions, consent, secure records and privacy in online sessions.",
  "/confidentiality",
);

export default function Confidentiality() {
  return <ConfidentialityStatement {...useLoaderData<typeof loader>()} />;
}
