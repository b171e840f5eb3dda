import type { Viewer } from "@server/modules/accounts";
import { createContext, RouterContextProvider } from "react-router";

/** What every loader and action knows of its request, from the HTTP layer. */
export interface RequestContext {
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  nonce: string;
  requestId: string;
  clientIp: string;
  /** The signed-in person, resolved (and their idle time checked) before any loader runs. */
  viewer: Viewer | null;
}

/** No default: a route run without the server's context fails loudly instead of seeing no one. */
const requestContext = createContext<RequestContext>();

/** The `context` React Router gives the loaders, actions and middleware of one request. */
export function loadContext(request: RequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, request);
  return context;
}

/** The `context` loaders and actions receive (read-only to them). */
export type RouteContext = Readonly<RouterContextProvider>;

export const viewerOf = (context: RouteContext): Viewer | null => context.get(requestContext).viewer;
export const requestIdOf = (context: RouteContext): string => context.get(requestContext).requestId;
export const clientIpOf = (context: RouteContext): string => context.get(requestContext).clientIp;
export const nonceOf = (context: RouteContext): string => context.get(requestContext).nonce;
