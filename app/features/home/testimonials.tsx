import { TESTIMONIAL_ROTATION_MS } from "@domain/timing";
import { ExternalLink, Pause, Play, Quote } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { TESTIMONIALS } from "./content";

/**
 * Spec 000 §2.4/§4: two testimonials rotating every 4 s, cycling; a dot (a tab) selects one.
 */
export function Testimonials({ formUrl }: { formUrl: string }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = !paused;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const pause = useRef<HTMLInputElement>(null);

  // Paused before hydration: the switch's state is taken up (hydration does not report it).
  useEffect(() => {
    if (pause.current?.checked) setPaused(true);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    // A timeout per testimonial, not an interval: one chosen by a dot gets its full 4 seconds.
    const next = (active + 1) % TESTIMONIALS.length;
    const timer = window.setTimeout(() => setActive(next), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active]);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-900 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="testimonials-heading" className="font-serif text-3xl">
          In their words
        </h2>
        <p className="mt-2 text-brand-100">Shared with permission; names are withheld to protect privacy.</p>

        {/*
          The carousel with tabs for slide control (WAI-ARIA APG): every slide is in the HTML, and a
          tab tapped before hydration is shown at once by the page's inline script (decision 0048).
        */}
        <section aria-roledescription="carousel" aria-label="Testimonials" className="mt-8">
          <div className="grid" aria-live={rotating ? "off" : "polite"}>
            {/* Every slide, unseen, in the same cell: the box is as tall as the longest, whichever shows. */}
            {TESTIMONIALS.map((testimonial) => (
              <div key={testimonial.name} aria-hidden className="invisible col-start-1 row-start-1">
                <Slide testimonial={testimonial} />
              </div>
            ))}
            {TESTIMONIALS.map((testimonial, index) => (
              <div
                key={testimonial.name}
                id={`${id}-slide-${index}`}
                role="tabpanel"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
                hidden={index !== active}
                data-testid="testimonial"
                data-active={index === active}
                className="col-start-1 row-start-1 transition-opacity duration-500 transition-discrete starting:opacity-0 motion-reduce:transition-none"
              >
                <Slide testimonial={testimonial} />
              </div>
            ))}
          </div>

          <div className="mt-8 flex items-center justify-center gap-2">
            <div role="tablist" aria-label="Testimonials" className="flex gap-2">
              {TESTIMONIALS.map((testimonial, index) => (
                <button
                  key={testimonial.name}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  aria-label={`Show testimonial ${index + 1} of ${TESTIMONIALS.length}`}
                  aria-selected={index === active}
                  aria-controls={`${id}-slide-${index}`}
                  tabIndex={index === active ? 0 : -1}
                  onClick={() => setActive(index)}
                  onKeyDown={(event) => {
                    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 }[event.key];
                    if (to === undefined) return;
                    event.preventDefault();
                    const next = (to + TESTIMONIALS.length) % TESTIMONIALS.length;
                    setActive(next);
                    tabs.current[next]?.focus();
                  }}
                  className="group flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className="block size-3 rounded-full bg-white/40 transition-colors group-aria-selected:bg-white"
                  />
                </button>
              ))}
            </div>
            {/* A checkbox the browser toggles by itself, so that a tap shows at once, before hydration too. */}
            <label className="relative ml-2 flex size-11 items-center justify-center rounded-full text-brand-100 has-hover:bg-white/10">
              <input
                ref={pause}
                type="checkbox"
                aria-label="Pause rotating testimonials"
                checked={paused}
                onChange={(event) => setPaused(event.target.checked)}
                className="peer absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-white"
              />
              <Pause aria-hidden className="size-4 peer-checked:hidden" />
              <Play aria-hidden data-rotation="paused" className="hidden size-4 peer-checked:block" />
            </label>
          </div>
        </section>

        <a
          href={formUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-8 inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-medium ring-1 ring-white/40 hover:bg-white/10"
        >
          Share your own experience
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

/** One testimonial: its quote, name and role. */
function Slide({ testimonial }: { testimonial: (typeof TESTIMONIALS)[number] }) {
  return (
    <figure>
      <Quote aria-hidden className="mx-auto size-8 text-clay-500" />
      <blockquote className="mt-4 font-serif text-lg leading-relaxed sm:text-xl">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-5 text-sm font-semibold text-brand-100">
        {testimonial.name}
        {testimonial.role ? <span className="font-normal">, {testimonial.role}</span> : null}
      </figcaption>
    </figure>
  );
}
