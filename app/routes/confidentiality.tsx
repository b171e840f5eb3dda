import { practiceConfig } from "@server/lib/practice";
import { useLoaderData } from "react-router";
import { ConfidentialityStatement } from "~/features/legal/confidentiality";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/confidentiality";

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

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  return pageMeta({
    ...root,
    title: `Confidentiality Statement | ${root.practiceName}`,
    description:
      "What we keep confidential, the legal exceptions, consent, secure records and privacy in online sessions.",
    path: "/confidentiality",
  });
}

export default function Confidentiality() {
  return <ConfidentialityStatement {...useLoaderData<typeof loader>()} />;
}
