import { Field } from "~/components/ui/field";
import { ActiveBox, EditDialog, PriceFields } from "./package-form-parts";
import type { TherapyPackageView } from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";

const TOASTS = { success: PACKAGES_TEXT.packageUpdated, failed: PACKAGES_TEXT.packageFailed };
const LOCAL_PRICES = ["priceGhs"] as const;
const INTERNATIONAL_PRICES = ["priceUsd", "priceGbp", "priceEur"] as const;

/**
 * Edit on a therapy-journey package's row: its prices in its region's currencies, whether it is
 * on sale, and its highlight and badge on /therapy-journeys. Saved by the tab's action.
 */
export function EditTherapyPackageDialog({ pkg, action }: { pkg: TherapyPackageView; action: string }) {
  const local = pkg.region === "local";
  return (
    <EditDialog
      what={pkg.name}
      title="Edit therapy package"
      description={packageSummary(pkg)}
      version={pkg.version}
      hidden={{ intent: "update-package", packageId: pkg.id }}
      toasts={TOASTS}
      action={action}
    >
      {(errors) => (
        <>
          <PriceFields
            item={pkg}
            errors={errors}
            only={local ? LOCAL_PRICES : INTERNATIONAL_PRICES}
            hint={
              local
                ? "Sold in Ghana cedis. In whole units with up to 2 decimals (2100 or 2100.50)."
                : "Sold in US dollars, pounds and euros: each is needed. In whole units with up to 2 decimals."
            }
          />
          <ActiveBox
            defaultChecked={pkg.isActive}
            hint="Shown on /therapy-journeys and open to checkout. Packages already bought are kept either way."
          />
          <ActiveBox
            name="highlight"
            label="Highlighted"
            defaultChecked={pkg.highlight}
            hint="Stands out on /therapy-journeys, with its badge."
          />
          <Field
            label="Badge"
            name="badge"
            maxLength={40}
            defaultValue={pkg.badge ?? ""}
            error={errors.badge}
            hint="Shown on a highlighted package, such as Recommended."
          />
        </>
      )}
    </EditDialog>
  );
}

/** The package's name and what it holds; once bought, what clients bought stays as it was. */
function packageSummary(pkg: TherapyPackageView): string {
  const what = `${pkg.name}: ${pkg.sessions} sessions of ${pkg.durationMinutes} minutes, valid ${pkg.validMonths} months.`;
  if (pkg.purchases === 0) return what;
  const times = pkg.purchases === 1 ? "once" : `${pkg.purchases} times`;
  return `${what} Bought ${times}: what clients bought stays as they bought it.`;
}
