import type { FormEvent } from "react";
import type { FetcherSubmitFunction } from "react-router";

/**
 * A form's submit handler that posts it through a fetcher (the page stays where it is) to
 * `action`, or to its own route's when undefined, after `before` (clearing the last answer's
 * field messages, where the form keeps them).
 */
export function postThrough(
  fetcher: { submit: FetcherSubmitFunction },
  action: string | undefined,
  before?: () => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    before?.();
    void fetcher.submit(event.currentTarget, { method: "post", action });
  };
}
