import { SWITCHER_GROUPS } from "@domain/region";
import { BOTTOM_BAR_SCROLL_THRESHOLD_PX } from "@domain/timing";
import { ChevronUp, Globe } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useRegion } from "./region/region-context";

/**
 * Spec 000 §2.4: on small screens, once scrolled past 300 px, the main button and a region
 * panel. The main button is Book a Session (the spec's Discover More led to /services, one tap
 * further from booking: docs/decisions/0033).
 */
export function MobileBottomBar() {
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const { choice, chooseRegion } = useRegion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BOTTOM_BAR_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <div
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur md:hidden"
    >
      {expanded ? (
        <div id="bottom-bar-regions" className="mb-3 grid grid-cols-2 gap-2">
          {SWITCHER_GROUPS.flatMap((group) => group.items).map((item) => {
            const current = choice?.region === item.region && choice.currency === item.currency;
            return (
              <button
                key={item.code}
                type="button"
                aria-pressed={current}
                onClick={() => {
                  setExpanded(false);
                  chooseRegion({ region: item.region, currency: item.currency });
                }}
                className={`rounded-lg px-3 py-2 text-left text-sm ring-1 ${current ? "bg-brand-50 ring-brand-500" : "ring-stone-200"}`}
              >
                <span aria-hidden>{item.flag}</span> {item.name}
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Link
          to="/book"
          className="flex-1 rounded-full bg-brand-600 px-4 py-2.5 text-center text-sm font-medium text-white"
        >
          Book a Session
        </Link>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="bottom-bar-regions"
          onClick={() => setExpanded((v) => !v)}
          className="inline-flex items-center gap-1.5 rounded-full px-4 py-2.5 text-sm ring-1 ring-stone-300"
        >
          <Globe aria-hidden className="size-4" /> Region
          <ChevronUp aria-hidden className={`size-4 transition-transform ${expanded ? "" : "rotate-180"}`} />
        </button>
      </div>
    </div>
  );
}
