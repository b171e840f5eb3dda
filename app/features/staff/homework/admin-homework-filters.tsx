import type { HomeworkStatus } from "@domain/enums";
import { HOMEWORK_STATUS_LABEL } from "@domain/homework";
import { Form, useSubmit } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { NoScriptFilterButton } from "~/components/dashboard-parts";
import { SelectField } from "~/components/ui/select-field";

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
      <SelectField
        label="Therapist"
        name="therapist"
        all="All therapists"
        compact
        options={therapists.map((t) => ({ value: t.id, label: t.name }))}
        defaultValue={applied.therapist ?? ""}
      />
      <ClientSelect
        clients={clients}
        searchable
        compact
        name="client"
        placeholder="All clients"
        defaultValue={applied.client ?? ""}
      />
      <SelectField
        label="Status"
        name="status"
        all="Any status"
        compact
        options={statuses.map((status) => ({ value: status, label: HOMEWORK_STATUS_LABEL[status] }))}
        defaultValue={applied.status ?? ""}
      />
      <NoScriptFilterButton />
    </Form>
  );
}
