import { type ComponentProps, type ComponentType, useEffect, useState } from "react";

type Sonner = typeof import("sonner");
type Toast = Sonner["toast"];

// Sonner is fetched when the first toast is asked for, not with the page: most visits show none,
// and it would be 8 KB of every page's scripts (decisions 0009 and 0025).
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
/** Whether a toast was asked for; and how to tell the mounted <Toasts> to bring the toaster in. */
let toastWanted = false;
let mountToaster: () => void = () => {};

/** The error toasts still on screen: a success that follows them says the problem is gone. */
const errorsShown = new Set<string | number>();
let tracking: Toast | undefined;

/** Sonner's toast, except that an error is remembered and a success first clears the errors before it. */
function trackingErrors(sonnerToast: Toast): Toast {
  tracking ??= Object.assign((...message: Parameters<Toast>) => sonnerToast(...message), sonnerToast, {
    error: (...message: Message) => {
      const id = sonnerToast.error(...message);
      errorsShown.add(id);
      return id;
    },
    success: (...message: Message) => {
      for (const id of errorsShown) sonnerToast.dismiss(id);
      errorsShown.clear();
      return sonnerToast.success(...message);
    },
  });
  return tracking;
}

/**
 * Shows a toast once the toaster is on the page, so its live region exists before the toast
 * does and screen readers announce it. Calls keep their order (they share one promise chain).
 * A success toast takes away the error toasts still shown (the sign-up that failed, then worked).
 */
export function showToast(show: (toast: Toast) => void): void {
  toastWanted = true;
  mountToaster();
  Promise.all([loadSonner(), toasterReady])
    .then(([{ toast }]) => show(trackingErrors(toast)))
    .catch(warn);
}

type Message = Parameters<Toast["success"]>;
const later =
  (kind: "success" | "error" | "info" | "warning") =>
  (...message: Message): void =>
    showToast((sonnerToast) => {
      sonnerToast[kind](...message);
    });

/** Sonner's toast kinds, each shown through showToast. */
export const toast = {
  success: later("success"),
  error: later("error"),
  info: later("info"),
  warning: later("warning"),
};

type ToasterProps = ComponentProps<Sonner["Toaster"]>;

/** Sonner's Toaster, mounted when the first toast is asked for. */
export function Toasts(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () => {
      loadSonner()
        .then((module) => {
          if (live) setToaster(() => module.Toaster);
        })
        .catch(warn);
    };
    mountToaster = mount;
    if (toastWanted) mount();
    return () => {
      live = false;
      mountToaster = () => {};
    };
  }, []);
  useEffect(() => {
    if (Toaster) toasterMounted();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
