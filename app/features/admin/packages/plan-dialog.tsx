import { PLAN_SESSION_TYPES, REGIONS } from "@domain/enums";
import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { ActiveBox, FormProblem, PriceFields, type SaveAnswer, SelectField, useSaveToast } from "./package-form-parts";
import { type PlanView, REGION_LABEL, SESSION_TYPE_LABEL } from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";

const SESSION_TYPE_OPTIONS = PLAN_SESSION_TYPES.map((value) => ({ value, label: SESSION_TYPE_LABEL[value] }));
const REGION_OPTIONS = REGIONS.map((value) => ({ value, label: REGION_LABEL[value] }));
const TOASTS = { success: PACKAGES_TEXT.planUpdated, failed: PACKAGES_TEXT.planFailed };

/** Edit on a plan's row: its fields in a dialog (spec 001 §3), saved by the tab's action. */
export function EditPlanDialog({ plan, action }: { plan: PlanView; action: string }) {
  const [open, setOpen] = useState(false);
  // A new fetcher for each opening: an earlier answer's messages do not come back with the form.
  const [opening, setOpening] = useState(0);
  const fetcher = useFetcher<SaveAnswer>({ key: `edit-plan-${plan.id}-${opening}` });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSaveToast(answer, TOASTS, () => setOpen(false));
  const errors = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void fetcher.submit(event.currentTarget, { method: "post", action });
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-label={`Edit ${plan.name}`}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit support plan" description={planSummary(plan)}>
        <form key={plan.version} onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="update-plan" />
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="version" value={plan.version} />
          <Field label="Name" name="name" required maxLength={120} defaultValue={plan.name} error={errors.name} />
          <DescriptionField defaultValue={plan.description ?? ""} error={errors.description} />
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label="Session type"
              name="sessionType"
              defaultValue={plan.sessionType}
              options={SESSION_TYPE_OPTIONS}
              error={errors.sessionType}
            />
            <SelectField
              label="Region"
              name="region"
              defaultValue={plan.region}
              options={REGION_OPTIONS}
              error={errors.region}
            />
            <Field
              label="Sessions"
              name="sessionCount"
              inputMode="numeric"
              required
              maxLength={4}
              defaultValue={String(plan.sessionCount)}
              error={errors.sessionCount}
            />
            <Field
              label="Valid (months)"
              name="validMonths"
              inputMode="numeric"
              required
              maxLength={4}
              defaultValue={String(plan.validMonths)}
              error={errors.validMonths}
            />
            <Field
              label="Discount (%)"
              name="discountPercentage"
              inputMode="numeric"
              required
              maxLength={4}
              defaultValue={String(plan.discountPercentage)}
              error={errors.discountPercentage}
            />
          </div>
          <PriceFields item={plan} errors={errors} />
          <ActiveBox
            defaultChecked={plan.isActive}
            hint="Shown on /support-plans and open to checkout. Plans already bought are kept either way."
          />
          <FormProblem answer={answer} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The plan's name, and whether clients hold it (its session type then stays as it is). */
function planSummary(plan: PlanView): string {
  if (plan.purchases === 0) return plan.name;
  const times = plan.purchases === 1 ? "once" : `${plan.purchases} times`;
  return `${plan.name}. Bought ${times}: what clients bought stays as they bought it, and its session type is fixed.`;
}

function DescriptionField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Description
      </label>
      <textarea
        id={id}
        name="description"
        rows={3}
        maxLength={1000}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
