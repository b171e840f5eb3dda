import { useEffect, useState } from "react";

/**
 * True once React has hydrated the page. Rendered as `data-hydrated` on the page, so browser
 * tests wait for the buttons to respond instead of clicking server-rendered HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
