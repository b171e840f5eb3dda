import { useRevalidator } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * In place of a portal tab's content when it could not be read, with a retry that reads it
 * again. `announce` makes it an alert; some errors are kept quiet (spec 001 §8).
 */
export function TabLoadError({ title, message, announce }: { title: string; message: string; announce: boolean }) {
  const revalidator = useRevalidator();
  return (
    <section
      role={announce ? "alert" : undefined}
      className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200"
    >
      <h2 className="font-serif text-2xl text-brand-900">{title}</h2>
      <p className="mt-2 text-stone-700">{message}</p>
      <button
        type="button"
        className={`${buttonClass("primary")} mt-6`}
        disabled={revalidator.state !== "idle"}
        onClick={() => void revalidator.revalidate()}
      >
        Try Again
      </button>
    </section>
  );
}
