import { Fragment } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { EmptyNote, Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import { ActionForm } from "./action-form";
import { FORMS_BASE, type FormsPageView } from "./forms-view";

const card = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";
const checkRow = "flex items-start gap-2 py-1 text-sm text-stone-800";

/** The admin's Forms tab: the practice's questionnaires, when each service asks them, and the clinical supervisors. */
export function FormsPage({ view }: { view: FormsPageView }) {
  return (
    <div className="space-y-10">
      <QuestionnaireList view={view} />
      <Schedules view={view} />
      <Supervisors view={view} />
    </div>
  );
}

function QuestionnaireList({ view }: { view: FormsPageView }) {
  return (
    <Section headingId="forms-list-heading" title="Forms and questionnaires">
      <p className="mt-2 text-sm text-stone-700">
        Each change publishes a new version; answers already given stay with the version they answered.
      </p>
      <ul className="mt-4 space-y-3">
        {view.questionnaires.map((q) => (
          <li key={q.id} className={card}>
            <Link to={`${FORMS_BASE}/${q.id}`} className="font-medium text-brand-800 underline">
              {q.title}
            </Link>
            <p className="mt-1 text-sm text-stone-700">
              {q.kindLabel} · version {q.currentVersion}
              {q.minimumVersion > 1 ? ` (answers from version ${q.minimumVersion} count)` : ""} · {q.submittedResponses}{" "}
              {q.submittedResponses === 1 ? "answer" : "answers"}
              {q.archived ? " · archived: not asked" : ""}
            </p>
          </li>
        ))}
      </ul>
      <CreateForm />
    </Section>
  );
}

function CreateForm() {
  const fetcher = useFetcher<{ ok: false; error: string; fields?: Record<string, string> }>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className={`${card} mt-4 space-y-3`} aria-labelledby="new-form-heading">
      <h3 id="new-form-heading" className="font-medium text-stone-900">
        New form
      </h3>
      <input type="hidden" name="intent" value="create" />
      <Field label="Title" name="title" required maxLength={120} error={answer?.fields?.title} />
      <SelectField
        label="Kind"
        name="kind"
        defaultValue="form"
        options={[
          { value: "form", label: "Form (questions to answer)" },
          { value: "consent", label: "Consent (to read, agree and sign)" },
        ]}
        error={answer?.fields?.kind}
      />
      {answer && !answer.fields ? (
        <p role="alert" className="text-sm text-red-700">
          {answer.error}
        </p>
      ) : null}
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Create
      </Button>
    </fetcher.Form>
  );
}

function Schedules({ view }: { view: FormsPageView }) {
  const asked = view.questionnaires.filter((q) => !q.archived);
  const measures = asked.filter((q) => q.kind === "measure");
  return (
    <Section headingId="form-schedules-heading" title="When forms are asked">
      <p className="mt-2 text-sm text-stone-700">
        For each service: the forms a new client completes before her first session, and the measures asked again as her
        sessions go on. The teletherapy consent is always asked before a first online session.
      </p>
      {view.schedules.length === 0 ? <EmptyNote>No services are offered yet.</EmptyNote> : null}
      <div className="mt-4 space-y-3">
        {view.schedules.map((s) => (
          <details key={s.serviceId} className={card}>
            <summary className="cursor-pointer font-medium text-stone-900">
              <span>{s.serviceName}</span>
              <span className="font-normal text-stone-600"> · {s.own ? "its own schedule" : "the default"}</span>
            </summary>
            <ActionForm
              intent="save-schedule"
              hidden={{ serviceId: s.serviceId }}
              success={`${s.serviceName}: schedule saved`}
              failed="Failed to save the schedule"
              className="mt-3 space-y-4"
              aria-label={`Schedule of ${s.serviceName}`}
            >
              {(busy) => (
                // The saved schedule, read again, shows in fresh fields (the form itself stays, for its toast).
                <Fragment
                  key={`${s.own}-${s.hoursBefore}-${s.recurringEvery}-${s.beforeFirstSession}-${s.recurringIds}`}
                >
                  <FormChoices
                    legend="Before the first session"
                    name="beforeFirstSession"
                    forms={asked}
                    chosen={s.beforeFirstSession}
                  />
                  <Field
                    label="Due this many hours before the session"
                    name="hoursBefore"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={720}
                    required
                    defaultValue={s.hoursBefore}
                  />
                  <FormChoices
                    legend="Measures asked again"
                    name="recurringIds"
                    forms={measures}
                    chosen={s.recurringIds}
                  />
                  <Field
                    label="Every how many sessions"
                    name="recurringEvery"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={52}
                    defaultValue={s.recurringEvery ?? ""}
                    hint="Leave empty with no measure ticked to ask none again."
                  />
                  <Button type="submit" disabled={busy}>
                    Save schedule
                  </Button>
                </Fragment>
              )}
            </ActionForm>
            <ActionForm
              intent="reset-schedule"
              hidden={{ serviceId: s.serviceId }}
              success={`${s.serviceName}: back to the default`}
              failed="Failed to reset the schedule"
              className="mt-3"
            >
              {(busy) => (
                <Button type="submit" variant="secondary" size="sm" disabled={busy || !s.own}>
                  Use the default schedule
                </Button>
              )}
            </ActionForm>
          </details>
        ))}
      </div>
    </Section>
  );
}

function Supervisors({ view }: { view: FormsPageView }) {
  const options = view.therapists.map((t) => ({ value: t.id, label: t.name }));
  return (
    <Section headingId="supervisors-heading" title="Clinical supervisors">
      <p className="mt-2 text-sm text-stone-700">
        A supervisor may read the clinical records of the clients of the therapist she supervises. Every read is in the
        audit log.
      </p>
      {view.supervisions.length === 0 ? (
        <EmptyNote>No supervisors are assigned.</EmptyNote>
      ) : (
        <ul className="mt-4 space-y-3">
          {view.supervisions.map((s) => (
            <li key={`${s.therapistId}-${s.supervisorId}`} className={`${card} flex flex-wrap items-center gap-3`}>
              <p className="min-w-0 flex-1 text-sm text-stone-800">
                <span className="font-medium">{s.supervisorName}</span> supervises{" "}
                <span className="font-medium">{s.therapistName}</span> since {s.since}
              </p>
              <ActionForm
                intent="remove-supervisor"
                hidden={{ therapistId: s.therapistId, supervisorId: s.supervisorId }}
                success="Supervisor removed"
                failed="Failed to remove the supervisor"
              >
                {(busy) => (
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`Remove ${s.supervisorName} as supervisor of ${s.therapistName}`}
                  >
                    Remove
                  </Button>
                )}
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
      {options.length >= 2 ? (
        <ActionForm
          intent="assign-supervisor"
          success="Supervisor assigned"
          failed="Failed to assign the supervisor"
          className={`${card} mt-4 space-y-3`}
          aria-label="Assign a supervisor"
        >
          {(busy) => (
            <>
              <SelectField
                label="Therapist"
                name="therapistId"
                defaultValue={options[0]?.value ?? ""}
                options={options}
              />
              <SelectField
                label="Supervisor"
                name="supervisorId"
                defaultValue={options[1]?.value ?? ""}
                options={options}
              />
              <Button type="submit" disabled={busy}>
                Assign supervisor
              </Button>
            </>
          )}
        </ActionForm>
      ) : null}
    </Section>
  );
}

/** A schedule's forms to tick, as the named field of its form. */
function FormChoices({
  legend,
  name,
  forms,
  chosen,
}: {
  legend: string;
  name: string;
  forms: readonly { id: string; title: string }[];
  chosen: readonly string[];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {forms.map((q) => (
        <label key={q.id} className={checkRow}>
          <input
            type="checkbox"
            name={name}
            value={q.id}
            defaultChecked={chosen.includes(q.id)}
            className="mt-0.5 size-4"
          />
          {q.title}
        </label>
      ))}
    </fieldset>
  );
}
