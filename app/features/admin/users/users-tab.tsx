import { ROLE_LABEL } from "@domain/admin-people";
import { ROLES, type Role } from "@domain/enums";
import { Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { LiveSearchInput, Pager } from "~/components/dashboard-parts";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";
import { AccountDialog } from "./account-dialog";
import { RoleDialog } from "./role-dialog";
import type { UserChoice, UserRowView, UsersTabView } from "./user-view";

const ROLE_BADGE: Record<Role, string> = {
  client: "bg-stone-100 text-stone-800",
  therapist: "bg-blue-100 text-blue-900",
  admin: "bg-brand-100 text-brand-900",
};

/** The table's columns; the actions open the dialogs the tab keeps. */
function userColumns(
  onRole: (user: UserRowView) => void,
  onAccount: (user: UserRowView, mode: "suspend" | "restore") => void,
): readonly DataColumn<UserRowView>[] {
  return [
    {
      label: "Name",
      rowHeader: true,
      className: "min-w-40 font-semibold text-stone-900",
      cell: (user) => (
        <>
          {user.role === "client" ? (
            <Link to={`/admin-dashboard/clients/${user.id}`} className="underline-offset-4 hover:underline">
              {user.name}
            </Link>
          ) : (
            user.name
          )}
          {user.isSelf ? <span className="ml-1 font-normal text-stone-600">(you)</span> : null}
        </>
      ),
    },
    { label: "E-mail", className: "whitespace-nowrap", cell: (user) => user.email },
    {
      label: "Role",
      cell: (user) => (
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ROLE_BADGE[user.role]}`}>
          {ROLE_LABEL[user.role]}
        </span>
      ),
    },
    {
      label: "Status",
      className: "whitespace-nowrap",
      cell: (user) =>
        user.suspendedSince ? (
          <span className="font-medium text-red-800">Suspended since {user.suspendedSince}</span>
        ) : (
          "Active"
        ),
    },
    { label: "Joined", className: "whitespace-nowrap", cell: (user) => user.joined },
    {
      label: "Actions",
      cell: (user) => (
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end md:whitespace-nowrap">
          <Button type="button" size="sm" variant="secondary" onClick={() => onRole(user)}>
            Change role<span className="sr-only"> for {user.name}</span>
          </Button>
          {user.suspendedSince ? (
            <Button type="button" size="sm" variant="secondary" onClick={() => onAccount(user, "restore")}>
              Restore<span className="sr-only"> {user.name}</span>
            </Button>
          ) : user.isSelf ? null : (
            <Button type="button" size="sm" variant="ghost" onClick={() => onAccount(user, "suspend")}>
              Suspend<span className="sr-only"> {user.name}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/**
 * The admin Users tab: everyone with an account, searched by name or e-mail on the server (a
 * moment after typing stops, or on Enter without JavaScript), filtered by role, 25 a page by name;
 * Change role, Suspend and Restore, each confirmed in a dialog. No role reads as client (spec 001 §6).
 */
export function UsersTab({ view, action }: { view: UsersTabView; action: string }) {
  const submit = useSubmit();
  const [roleOf, setRoleOf] = useState<UserChoice | null>(null);
  const [account, setAccount] = useState<UserChoice | null>(null);
  // Kept after the dialog closes, so the answer that arrives then gets its own toast.
  const [mode, setMode] = useState<"suspend" | "restore">("suspend");
  const pageHref = (page: number) =>
    `?${new URLSearchParams({
      ...(view.search ? { q: view.search } : {}),
      ...(view.role ? { role: view.role } : {}),
      page: String(page),
    })}`;
  const choice = (user: UserRowView): UserChoice => ({
    id: user.id,
    name: user.name,
    role: user.role,
    isSelf: user.isSelf,
  });

  return (
    <Section headingId="users-heading" title="Users">
      <Form role="search" method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="relative w-full sm:w-80">
          <label htmlFor="user-search" className="mb-1 block text-sm font-medium text-stone-800">
            Search by name or e-mail
          </label>
          <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 size-4 text-stone-500" />
          <LiveSearchInput
            id="user-search"
            name="q"
            initial={view.search}
            placeholder="Search users..."
            maxLength={100}
            spellCheck={false}
            className="block w-full rounded-lg border border-stone-300 py-2.5 pr-3 pl-9 text-stone-900 shadow-sm placeholder:text-stone-600 focus:border-brand-500"
          />
        </div>
        <div>
          <label htmlFor="user-role-filter" className="mb-1 block text-sm font-medium text-stone-800">
            Role
          </label>
          <select
            id="user-role-filter"
            name="role"
            defaultValue={view.role}
            onChange={(event) => void submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900"
          >
            <option value="">All roles</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <p role="status" className="mt-4 text-sm text-stone-700">
        {view.total === 1 ? "1 user" : `${view.total.toLocaleString("en-GB")} users`}
      </p>
      {view.users.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">No users found</p>
      ) : (
        <DataTable
          caption={`Users by name${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
          columns={userColumns(
            (user) => setRoleOf(choice(user)),
            (user, next) => {
              setMode(next);
              setAccount(choice(user));
            },
          )}
          rows={view.users}
          rowKey={(user) => user.id}
        />
      )}
      <Pager label="User pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHref} />
      <RoleDialog user={roleOf} action={action} onClose={() => setRoleOf(null)} />
      <AccountDialog user={account} mode={mode} action={action} onClose={() => setAccount(null)} />
    </Section>
  );
}
