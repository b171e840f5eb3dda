import { type SelectHTMLAttributes, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";

export interface ClientChoice {
  id: string;
  name: string;
}

/** Where a searching picker finds clients (GET ?q=, answering { clients }). */
const CLIENT_SEARCH_URL = "/api/staff/clients";
/** How long after the last key the search is sent. */
const SEARCH_PAUSE_MS = 250;

const selectClass = (compact: boolean) =>
  `mt-1 block rounded-lg border border-stone-300 bg-white px-3 text-stone-900 ${compact ? "py-2 text-sm" : "w-full py-2.5"}`;

/**
 * A labelled choice among people ("Choose a client" first; an admin's pickers choose a
 * therapist the same way), with its error. `searchable` (an admin's clients: thousands) adds a
 * search box above the choice; the choice then offers the clients found, and keeps the one
 * chosen while she searches again.
 */
export function ClientSelect({
  clients,
  error,
  compact = false,
  searchable = false,
  label = "Client",
  placeholder = "Choose a client",
  ...select
}: {
  clients: readonly ClientChoice[];
  error?: string;
  compact?: boolean;
  searchable?: boolean;
  label?: string;
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const found = useClientSearch(searchable);
  const [picked, setPicked] = useState<ClientChoice | null>(null);
  const offered = searchable ? distinct([...clients, ...(picked ? [picked] : []), ...found.clients]) : clients;
  return (
    <div>
      <label htmlFor={id} className="flex gap-1 text-sm font-medium text-stone-800">
        {label} {select.required ? <span aria-hidden="true">*</span> : null}
      </label>
      {searchable ? (
        <>
          <input
            type="search"
            aria-label={`Find a ${label.toLowerCase()}`}
            aria-describedby={`${id}-found`}
            placeholder="Search by name or e-mail"
            autoComplete="off"
            maxLength={100}
            className={`${selectClass(compact)} w-full`}
            onChange={(event) => {
              // The box is not part of the form: typing in it must not submit a filter form.
              event.stopPropagation();
              found.search(event.target.value);
            }}
          />
          <p id={`${id}-found`} aria-live="polite" className="mt-1 text-xs text-stone-600">
            {found.status}
          </p>
        </>
      ) : null}
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={selectClass(compact)}
        {...select}
        onChange={(event) => {
          const choice = offered.find((client) => client.id === event.target.value);
          if (choice) setPicked(choice);
          select.onChange?.(event);
        }}
      >
        <option value="">{placeholder}</option>
        {offered.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

const distinct = (choices: readonly ClientChoice[]) => [...new Map(choices.map((c) => [c.id, c])).values()];

/** The clients matching what was typed, fetched a moment after the last key; and what to say of it. */
function useClientSearch(enabled: boolean) {
  const fetcher = useFetcher<{ ok: boolean; clients?: ClientChoice[]; error?: string }>();
  const [typed, setTyped] = useState("");
  const load = fetcher.load;
  useEffect(() => {
    const q = typed.trim();
    if (!enabled || !q) return;
    const timer = setTimeout(() => void load(`${CLIENT_SEARCH_URL}?${new URLSearchParams({ q })}`), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [enabled, typed, load]);
  const clients = typed.trim() ? (fetcher.data?.clients ?? []) : [];
  let status = "Type a name or e-mail, then choose below.";
  if (typed.trim() && fetcher.state !== "idle") status = "Searching...";
  else if (typed.trim() && fetcher.data?.error) status = fetcher.data.error;
  else if (typed.trim() && fetcher.data)
    status =
      clients.length === 0
        ? "No clients match."
        : `${clients.length === 1 ? "1 client" : `${clients.length} clients`} found: choose below.`;
  return { clients, status, search: setTyped };
}
