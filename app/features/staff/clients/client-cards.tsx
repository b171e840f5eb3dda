import { Phone, UserRound } from "lucide-react";
import { Link } from "react-router";
import { ListSearch, Pager } from "~/components/dashboard-parts";
import { Section } from "~/components/ui/section";
import type { ListPage } from "~/lib/list-page";

export interface ClientCardView {
  id: string;
  name: string;
  phone: string | null;
  bio: string | null;
  completedSessions: number;
  totalSessions: number;
  /** The next scheduled session, in the viewer's zone, or null. */
  next: string | null;
}

export interface ClientsTabView extends ListPage {
  clients: ClientCardView[];
}

function ClientCard({ client }: { client: ClientCardView }) {
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex items-start gap-3">
        <UserRound aria-hidden className="mt-0.5 size-5 text-brand-600" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">
            <Link to={`clients/${client.id}`} relative="route" className="underline-offset-4 hover:underline">
              {client.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-700">
            {client.completedSessions}/{client.totalSessions} sessions completed
          </p>
        </div>
      </div>
      <dl className="mt-3 space-y-1 text-sm text-stone-700">
        <div>
          <dt className="sr-only">Phone</dt>
          <dd className="flex gap-2">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
            {client.phone ?? "No phone number"}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-stone-800">Next session: </dt>
          <dd className="inline">{client.next ?? "None scheduled"}</dd>
        </div>
        {client.bio ? (
          <div>
            <dt className="sr-only">About</dt>
            <dd className="line-clamp-3 text-stone-600">{client.bio}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The Clients tab (spec 001 §2): 'Search clients...' filters by full name (on the server, a
 * moment after typing stops, and on Enter without JavaScript); 'No clients found' while
 * searching, 'No clients yet' otherwise; a card per client; pages of clients.
 */
export function ClientsTab({ view }: { view: ClientsTabView }) {
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(view.search ? { q: view.search } : {}), page: String(page) })}`;

  return (
    <Section
      headingId="clients-heading"
      title="Clients"
      actions={
        <ListSearch
          id="client-search"
          label="Search clients"
          initial={view.search}
          placeholder="Search clients..."
          maxLength={100}
        />
      }
    >
      <p role="status" className="sr-only">
        {view.total === 1 ? "1 client" : `${view.total} clients`}
      </p>
      {view.clients.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {view.search ? "No clients found" : "No clients yet"}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {view.clients.map((client) => (
            <ClientCard key={client.id} client={client} />
          ))}
        </ul>
      )}
      <Pager label="Client pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHref} />
    </Section>
  );
}
