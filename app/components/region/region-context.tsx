import { REGION_TILES, type RegionChoice } from "@domain/region";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { clearBookingDraft, clearRegion, readStoredRegion, storeRegion } from "./region-storage";
import { SwitchRegionDialog } from "./switch-region-dialog";

interface RegionState {
  /** The visitor's region and currency, or null until one is chosen. */
  choice: RegionChoice | null;
  isRegionSelected: boolean;
  /** Choose a region: applied at once when none is set, otherwise after "Switch Region?". */
  chooseRegion(next: RegionChoice): void;
}

const sameChoice = (a: RegionChoice, b: RegionChoice) => a.region === b.region && a.currency === b.currency;

const RegionContext = createContext<RegionState | null>(null);

export function useRegion(): RegionState {
  const state = useContext(RegionContext);
  // Spec 000 §8: using region state outside its provider is an internal error.
  if (!state) throw new Error("useRegion must be used within a RegionProvider");
  return state;
}

export function RegionProvider({ initial, children }: { initial: RegionChoice | null; children: React.ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The root loader reads the cookie, so after any change a revalidation brings the new choice.
  const choice = initial;
  const [pending, setPending] = useState<RegionChoice | null>(null);

  // The server knows the region from the cookie; localStorage is the specified store.
  // Whichever the browser still has fills in the other. Only on first load: later changes
  // go through chooseRegion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration.
  useEffect(() => {
    const stored = readStoredRegion();
    if (initial) {
      if (!stored || !sameChoice(stored, initial)) storeRegion(initial);
      // Switched before the page had hydrated ("Switch Region?" posted by the browser): the
      // saved booking information goes, as Continue promised.
      if (stored && !sameChoice(stored, initial)) clearBookingDraft();
    } else if (stored) {
      storeRegion(stored);
      void revalidator.revalidate();
    }
  }, []);

  const apply = useCallback(
    (next: RegionChoice) => {
      storeRegion(next);
      void navigate("/");
    },
    [navigate],
  );

  const chooseRegion = useCallback(
    (next: RegionChoice) => {
      if (!choice) apply(next);
      else if (!sameChoice(choice, next)) setPending(next);
    },
    [choice, apply],
  );

  const value = useMemo(() => ({ choice, isRegionSelected: choice !== null, chooseRegion }), [choice, chooseRegion]);

  return (
    <RegionContext.Provider value={value}>
      {children}
      {/* One per other region, in the HTML: the switcher opens them before hydration (decision 0048). */}
      {choice
        ? REGION_TILES.filter((target) => !sameChoice(target, choice)).map((target) => (
            <SwitchRegionDialog
              key={target.code}
              target={target}
              open={pending !== null && sameChoice(pending, target)}
              onOpenChange={(open) => setPending(open ? target : null)}
              onContinue={() => {
                clearRegion();
                setPending(null);
                apply(target);
              }}
            />
          ))
        : null}
    </RegionContext.Provider>
  );
}
