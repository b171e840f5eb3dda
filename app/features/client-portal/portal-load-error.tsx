import { AlertTriangle } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** Spec 001 §8: the portal's error card, with Try Again and Go Home. */
export function PortalLoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <main className="mx-auto max-w-lg px-6 py-20">
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <AlertTriangle aria-hidden className="mx-auto size-8 text-clay-500" />
        <h1 className="mt-4 font-serif text-2xl text-brand-900">Unable to Load Portal</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {message}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={revalidator.state === "loading"}
            onClick={() => void revalidator.revalidate()}
          >
            {revalidator.state === "loading" ? "Trying..." : "Try Again"}
          </button>
          <Link to="/" className={buttonClass("secondary")}>
            Go Home
          </Link>
        </div>
      </div>
    </main>
  );
}
