import { SELF_HARM_NOTICE } from "@domain/clinical/crisis";
import { useEffect, useRef } from "react";

/** The crisis lines, first on the page after a PHQ-9 whose item 9 was above 0; focused so it is read first. */
export function CrisisNotice() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="crisis-heading" className="rounded-2xl border-2 border-red-700 bg-red-50 p-5">
      <h2 id="crisis-heading" ref={heading} tabIndex={-1} className="font-serif text-2xl text-red-900 outline-none">
        {SELF_HARM_NOTICE.title}
      </h2>
      {SELF_HARM_NOTICE.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-stone-900">
          {paragraph}
        </p>
      ))}
      <ul className="mt-4 flex flex-col gap-2">
        {SELF_HARM_NOTICE.calls.map((call) => (
          <li key={call.number}>
            <a
              href={`tel:${call.number.replace(/\s/g, "")}`}
              className="inline-flex min-h-11 items-center rounded-full bg-red-800 px-5 font-medium text-white"
            >
              Call {call.label}: {call.number}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
