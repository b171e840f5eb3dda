import { AVAILABILITIES } from "@domain/enums";
import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { ActiveBox, FormProblem, PriceFields, type SaveAnswer, SelectField, useSaveToast } from "./package-form-parts";
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
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const fetcher = useFetcher<SaveAnswer>({ key: `edit-addon-${addon.id}-${opening}` });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSaveToast(answer, TOASTS, () => setOpen(false));
  const errors = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  const typesId = `addon-types-${addon.id}`;
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
        aria-label={`Edit ${addon.name}`}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit add-on" description={addon.name}>
        <form key={addon.version} onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="update-addon" />
          <input type="hidden" name="addonId" value={addon.id} />
          <input type="hidden" name="version" value={addon.version} />
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
