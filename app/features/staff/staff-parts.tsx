import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";

/** "Show more" under a list that shows a page at a time: the same page, with more of it. */
export function ShowMore({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <div className="mt-4 text-center">
      <Link to={href} preventScrollReset replace className={buttonClass("secondary", "sm")}>
        Show more
      </Link>
    </div>
  );
}
