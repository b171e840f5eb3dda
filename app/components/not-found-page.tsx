import { Link } from "react-router";

/** The not-found page: any unknown path, and an address under a known one that names nothing (an article). */
export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-serif text-6xl text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-white hover:bg-brand-700">
        Return to Home
      </Link>
    </main>
  );
}

export const NOT_FOUND_META = [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
