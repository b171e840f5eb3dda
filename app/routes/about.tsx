import { requireRegion } from "@server/http/region-cookie";
import { practiceConfig } from "@server/lib/practice";
import { useLoaderData } from "react-router";
import { AboutPage } from "~/features/marketing/about-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  const practice = practiceConfig();
  return {
    directorName: practice.directorName,
    directorTitle: practice.directorTitle,
    practiceName: practice.legalName,
    email: practice.email,
    instagramUrl: practice.social.instagram,
    instagramHandle: practice.social.instagramHandle,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const director = loaderData?.directorName ?? "our director";
  return pageMeta({
    ...root,
    title: `About ${director} | ${root.practiceName}`,
    description: `Meet ${director}: counselling psychologist blending sensorimotor psychotherapy, CBT, psychodynamic work and mindfulness, in Accra and online.`,
    path: "/about",
  });
}

export default function About() {
  return <AboutPage {...useLoaderData<typeof loader>()} />;
}
