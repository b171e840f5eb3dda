import type { HomeworkStatus } from "@domain/enums";
import { HOMEWORK_STATUS_LABEL } from "@domain/homework";
import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { buttonClass } from "~/components/ui/button";

const selectClass = "mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm";

function FilterSelect({
  label,
  name,
  all,
  options,
  value,
}: {
  label: string;
  name: string;
  all: string;
  options: readonly { id: string; name: string }[];
  value: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An admin's homework filters: therapist, client and status, in the URL; applied as each changes. */
export function AdminHomeworkFilters({
  therapists,
  clients,
  statuses,
  applied,
}: {
  therapists: readonly { id: string; name: string }[];
  clients: readonly { id: string; name: string }[];
  statuses: readonly HomeworkStatus[];
  applied: Record<string, string>;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      aria-label="Filter homework"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => void submit(event.currentTarget, { replace: true })}
    >
      <FilterSelect
        label="Therapist"
        name="therapist"
        all="All therapists"
        options={therapists}
        value={applied.therapist ?? ""}
      />
      <ClientSelect
        clients={clients}
        searchable
        compact
        name="client"
        placeholder="All clients"
        defaultValue={applied.client ?? ""}
      />
      <FilterSelect
        label="Status"
        name="status"
        all="Any status"
        options={statuses.map((status) => ({ id: status, name: HOMEWORK_STATUS_LABEL[status] }))}
        value={applied.status ?? ""}
      />
      <noscript>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Filter
        </button>
      </noscript>
    </Form>
  );
}
