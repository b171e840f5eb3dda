import { decodeFlash, FLASH_COOKIE } from "@domain/flash";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { showToast } from "./toasts";

function takeFlashCookie(): string | null {
  const entry = document.cookie.split("; ").find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!entry) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: the flash cookie is read once and removed.
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return entry.slice(FLASH_COOKIE.length + 1);
}

/** Shows the toast a server redirect asked for (e.g. 'Access Denied', 'Signed out'). */
export function FlashToaster() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: look again after every navigation.
  useEffect(() => {
    const flash = decodeFlash(takeFlashCookie());
    if (!flash) return;
    showToast((toast) => {
      const show = flash.variant === "error" ? toast.error : flash.variant === "info" ? toast.info : toast.success;
      show(flash.title, { description: flash.description });
    });
  }, [location.key]);
  return null;
}
