import { CURRENCIES } from "@domain/enums";
import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { errorFields, logger } from "@server/lib/logger";
import { practiceConfig } from "@server/lib/practice";
import { listGiftOffersIn } from "@server/modules/gifts";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { LoadError } from "~/components/load-error";
import { useRegion } from "~/components/region/region-context";
import { toGiftItems } from "~/features/shop/gift-display";
import { GiftShop } from "~/features/shop/gift-shop";
import { WellnessKitTools } from "~/features/shop/wellness-kit-tools";
import { pageMeta, rootData } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/wellness-kit";

// Served at /wellness-kit and /shop (route id "shop"): one page, one canonical address.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    // Priced in every currency the switcher offers, as the checkout will price them.
    const offers = await listGiftOffersIn(await getDb(), CURRENCIES);
    return {
      gifts: toGiftItems(offers),
      paystackMode: paystackMode(),
      practiceZone: practiceConfig().timeZone,
    };
  } catch (err) {
    logger.error("loading gift products failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response("Error loading gift certificates", { status: 503, statusText: "Service Unavailable" });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Gift Certificates & Wellness Kit",
    description:
      "Give the gift of therapy: certificates for individual, couples, walk therapy and yoga sessions, retreats and workshops, valid for one year. Plus free wellness tools.",
    path: "/wellness-kit",
  });
}

export default function WellnessKitPage() {
  const { gifts, paystackMode, practiceZone } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { choice } = useRegion();
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Gifts &amp; self-care</p>
        <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">Gift Certificates &amp; Wellness Kit</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">
          A session with a therapist can be one of the kindest gifts there is. Choose a certificate for someone you
          love, or start with the free tools in our wellness kit.
        </p>
      </header>
      <div className="mt-12">
        <GiftShop
          items={gifts}
          region={choice}
          checkout={{
            signedIn: Boolean(root?.user),
            paystackMode,
            practiceName: root?.practice.name ?? "",
            practiceZone,
          }}
        />
      </div>
      <WellnessKitTools />
    </main>
  );
}

export function ErrorBoundary() {
  return <LoadError title="Gift Certificates & Wellness Kit" message="Error loading gift certificates" />;
}
