/** The admin's coupons: creating, listing and deleting them. */
export { createCoupon } from "./create-coupon";
export { deleteCoupon } from "./delete-coupon";
export { listCoupons } from "./list-coupons";
