/** A toast to show after a redirect, carried by a short-lived cookie. */
export interface Flash {
  title: string;
  description?: string;
  variant: "success" | "error" | "info";
}

export const FLASH_COOKIE = "flash";

export function encodeFlash(flash: Flash): string {
  return encodeURIComponent(JSON.stringify(flash));
}

export function decodeFlash(value: string | null | undefined): Flash | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<Flash>;
    if (typeof parsed.title !== "string") return null;
    const variant = parsed.variant === "error" || parsed.variant === "info" ? parsed.variant : "success";
    return {
      title: parsed.title,
      description: typeof parsed.description === "string" ? parsed.description : undefined,
      variant,
    };
  } catch {
    return null;
  }
}
