/** "1 minute", "12 minutes": the wait until `until`, rounded up, never less than a minute. */
export function minutesToWait(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
