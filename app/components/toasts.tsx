import { type ComponentProps, type ComponentType, useEffect, useState } from "react";

type Sonner = typeof import("sonner");
type Toast = Sonner["toast"];

// Sonner is fetched once the page is interactive instead of with it: no toast belongs to a
// first paint, and leaving it out of the preloaded scripts keeps them small (ADR 0009).
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = undefined; // offline for a moment: the next toast tries again
    throw error;
  });
  return sonner;
};
const warn = (error: unknown) => console.warn("toasts could not be loaded", error);

let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/**
 * Shows a toast once the toaster is on the page, so its live region exists before the toast
 * does and screen readers announce it. Calls keep their order (they share one promise chain).
 */
export function showToast(show: (toast: Toast) => void): void {
  Promise.all([loadSonner(), toasterReady])
    .then(([{ toast }]) => show(toast))
    .catch(warn);
}

type ToasterProps = ComponentProps<Sonner["Toaster"]>;

/** Sonner's Toaster, mounted after hydration. */
export function Toasts(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadSonner()
      .then((module) => {
        if (live) setToaster(() => module.Toaster);
      })
      .catch(warn);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
