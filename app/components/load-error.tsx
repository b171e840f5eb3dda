import { Link } from "react-router";
import { buttonClass } from "./ui/button";

/** Shown in place of a page whose content could not be read (e.g. 'Error loading workshops'). */
export function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-serif text-3xl text-brand-900">{title}</h1>
      <p role="alert" className="mt-6 text-lg text-stone-800">
        {message}
      </p>
      <p className="mt-2 text-stone-700">This is on our side. Please try again in a few minutes.</p>
      <Link to="/" className={`${buttonClass("primary", "md")} mt-8`}>
        Return to Home
      </Link>
    </main>
  );
}
