import { CheckCircle2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, type LinkProps } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";

/**
 * A session went straight through (/book's free booking, the portal's book tab): the news, where
 * to find the session, and a way to book another. Focus moves to the news, so it is read out.
 */
export function BookedNotice({
  id,
  level: Heading,
  title,
  children,
  link,
  className = "",
  onAnother,
}: {
  /** The heading's id, which names the section. */
  id: string;
  level: "h2" | "h3";
  title: string;
  /** What was booked and when. */
  children: ReactNode;
  link: { label: string; to: string; relative?: LinkProps["relative"] };
  className?: string;
  onAnother(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-8 ${className}`}
    >
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-brand-600" />
      <Heading id={id} ref={heading} tabIndex={-1} className="mt-3 font-serif text-2xl text-brand-900 outline-none">
        {title}
      </Heading>
      <p className="mt-3 text-stone-700">{children}</p>
      <p className="mt-2 text-sm text-stone-600">
        A confirmation with a calendar invitation is on its way to your e-mail.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={link.to} relative={link.relative} className={buttonClass("primary")}>
          {link.label}
        </Link>
        <Button variant="secondary" onClick={onAnother}>
          Book another session
        </Button>
      </div>
    </section>
  );
}
