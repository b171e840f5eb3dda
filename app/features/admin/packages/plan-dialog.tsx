import { PLAN_SESSION_TYPES, REGIONS } from "@domain/enums";
import { Field, TextAreaField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { ActiveBox, EditDialog, PriceFields } from "./package-form-parts";
import { type PlanView, REGION_LABEL, SESSION_TYPE_LABEL } from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";

const SESSION_TYPE_OPTIONS = PLAN_SESSION_TYPES.map((value) => ({ value, label: SESSION_TYPE_LABEL[value] }));
const REGION_OPTIONS = REGIONS.map((value) => ({ value, label: REGION_LABEL[value] }));
const TOASTS = { success: PACKAGES_TEXT.planUpdated, failed: PACKAGES_TEXT.planFailed };
const WHOLE_NUMBER_FIELDS = [
  { label: "Sessions", name: "sessionCount" },
  { label: "Valid (months)", name: "validMonths" },
  { label: "Discount (%)", name: "discountPercentage" },
] as const;

/** Edit on a plan's row: its fields in a dialog (spec 001 §3), saved by the tab's action. */
export function EditPlanDialog({ plan, action }: { plan: PlanView; action: string }) {
  return (
    <EditDialog
      what={plan.name}
      title="Edit support plan"
      description={planSummary(plan)}
      version={plan.version}
      hidden={{ intent: "update-plan", planId: plan.id }}
      toasts={TOASTS}
      action={action}
    >
      {(errors) => (
        <>
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
            {WHOLE_NUMBER_FIELDS.map(({ label, name }) => (
              <Field
                key={name}
                label={label}
                name={name}
                inputMode="numeric"
                required
                maxLength={4}
                defaultValue={String(plan[name])}
                error={errors[name]}
              />
            ))}
          </div>
          <PriceFields item={plan} errors={errors} />
          <ActiveBox
            defaultChecked={plan.isActive}
            hint="Shown on /support-plans and open to checkout. Plans already bought are kept either way."
          />
        </>
      )}
    </EditDialog>
  );
}

/** The plan's name, and whether clients hold it (its session type then stays as it is). */
function planSummary(plan: PlanView): string {
  if (plan.purchases === 0) return plan.name;
  const times = plan.purchases === 1 ? "once" : `${plan.purchases} times`;
  return `${plan.name}. Bought ${times}: what clients bought stays as they bought it, and its session type is fixed.`;
}

function DescriptionField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  return (
    <TextAreaField
      label="Description"
      name="description"
      rows={3}
      maxLength={1000}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
