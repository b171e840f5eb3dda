import type { Viewer } from "@server/modules/accounts/viewer";

/** What every loader and action receives from the HTTP layer. */
export interface RequestContext {
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  nonce: string;
  requestId: string;
  clientIp: string;
  /** The signed-in person, resolved (and their idle time checked) before any loader runs. */
  viewer: Viewer | null;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
