/** What every loader and action receives from the HTTP layer. */
export interface RequestContext {
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  nonce: string;
  requestId: string;
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
