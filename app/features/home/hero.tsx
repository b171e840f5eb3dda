import { ChevronDown, Sparkles } from "lucide-react";

/** Spec 000 §2.4: headline, badge line, scroll-down hint, and the call to action to #services. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 via-sand-50 to-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-14 pb-20 sm:px-6 md:grid-cols-[1.2fr_1fr] md:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-200">
            <Sparkles aria-hidden className="size-4" />
            Over 16 years of practice · Online and in person in Accra
          </p>
          <h1 className="mt-5 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl">
            Therapy is a bridge: back to yourself, and towards each other.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">
            Whatever you are carrying, you do not have to cross it alone. Warm, confidential support for individuals,
            couples and families, at a pace that feels safe for you.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <a
              href="#services"
              className="inline-flex items-center justify-center rounded-full bg-brand-600 px-7 py-3 font-medium text-white transition-colors hover:bg-brand-700"
            >
              Let's start the conversation
            </a>
          </div>
        </div>
        <img
          src="/images/home/bridge.svg"
          alt=""
          width={480}
          height={360}
          className="mx-auto hidden h-auto w-full max-w-md md:block"
          // Hidden on phones: lazy, so a phone never fetches it (and the server sends no preload for it).
          loading="lazy"
          decoding="async"
        />
      </div>
      <a
        href="#services"
        className="absolute inset-x-0 bottom-3 mx-auto flex w-max flex-col items-center text-xs text-stone-700 hover:text-brand-700"
      >
        Scroll to explore
        <ChevronDown aria-hidden className="size-5 motion-safe:animate-bounce" />
      </a>
    </section>
  );
}
