/** Runs `start` (creating a Vite dev server) alone among this checkout's test processes, and waits for the route types it rewrites. */
export function withViteStartLock<T>(start: () => Promise<T>): Promise<T>;
