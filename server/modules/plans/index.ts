/** Support plans and add-ons: the catalogue the admin edits, a client's plans, and buying one. */
export {
  PACKAGE_ACTIVATED_TITLE,
  PLAN_ACTIVATED_MESSAGE,
  PLAN_ACTIVATED_TITLE,
  supportPlanFulfiler,
  therapyPackageFulfiler,
} from "./deliver-plan-purchase";
export { getPackageForCheckout } from "./get-package-for-checkout";
export { getPlanForCheckout } from "./get-plan-for-checkout";
export { listMyPlans } from "./list-my-plans";
export { listPackageData } from "./list-package-data";
export { listPlanAddons, type PlanAddonOffer } from "./list-plan-addons";
export { listSupportPlans } from "./list-support-plans";
export type { PlanOffer } from "./plan-offer";
export { FITS_REGION_ERROR, fitsRegion } from "./region-choice-schema";
export { startPackageCheckout, startPlanCheckout } from "./start-plan-checkout";
export { updatePlanAddon } from "./update-plan-addon";
export { updateSupportPlan } from "./update-support-plan";
export { updateTherapyPackage } from "./update-therapy-package";
