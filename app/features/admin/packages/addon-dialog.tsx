import { AVAILABILITIES } from "@domain/enums";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { ActiveBox, EditDialog, PriceFields } from "./package-form-parts";
import { type AddonView, REGION_LABEL } from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";

const REGION_OPTIONS = AVAILABILITIES.map((value) => ({ value, label: REGION_LABEL[value] }));
const TOASTS = { success: PACKAGES_TEXT.addonUpdated, failed: PACKAGES_TEXT.addonFailed };

/** Edit on an add-on's row (spec 001 §3: name, addon_type, region, the four prices, is_active). */
export function EditAddonDialog({
  addon,
  types,
  action,
}: {
  addon: AddonView;
  types: readonly string[];
  action: string;
}) {
  const typesId = `addon-types-${addon.id}`;
  return (
    <EditDialog
      what={addon.name}
      title="Edit add-on"
      description={addon.name}
      version={addon.version}
      hidden={{ intent: "update-addon", addonId: addon.id }}
      toasts={TOASTS}
      action={action}
    >
      {(errors) => (
        <>
          <Field label="Name" name="name" required maxLength={120} defaultValue={addon.name} error={errors.name} />
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Type"
              name="addonType"
              required
              maxLength={40}
              list={typesId}
              defaultValue={addon.addonType}
              error={errors.addonType}
            />
            <datalist id={typesId}>
              {types.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <SelectField
              label="Offered in"
              name="region"
              defaultValue={addon.region}
              options={REGION_OPTIONS}
              error={errors.region}
            />
          </div>
          <PriceFields item={addon} errors={errors} />
          <ActiveBox defaultChecked={addon.isActive} hint="Shown under Optional Add-Ons on /support-plans." />
        </>
      )}
    </EditDialog>
  );
}
