import { type RegionChoice, regionLabel } from "@domain/region";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { clearRegion, readStoredRegion, storeRegion } from "./region-storage";
import { SwitchRegionDialog } from "./switch-region-dialog";

interface RegionState {
  /** The visitor's region and currency, or null until one is chosen. */
  choice: RegionChoice | null;
  isRegionSelected: boolean;
  /** Choose a region: applied at once when none is set, otherwise after "Switch Region?". */
  chooseRegion(next: RegionChoice): void;
}

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
      if (!stored || stored.region !== initial.region || stored.currency !== initial.currency) storeRegion(initial);
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
      else if (choice.region !== next.region || choice.currency !== next.currency) setPending(next);
    },
    [choice, apply],
  );

  const value = useMemo(() => ({ choice, isRegionSelected: choice !== null, chooseRegion }), [choice, chooseRegion]);

  return (
    <RegionContext.Provider value={value}>
      {children}
      <SwitchRegionDialog
        open={pending !== null}
        target={pending ? regionLabel(pending) : ""}
        onCancel={() => setPending(null)}
        onContinue={() => {
          if (!pending) return;
          clearRegion();
          setPending(null);
          apply(pending);
        }}
      />
    </RegionContext.Provider>
  );
}
