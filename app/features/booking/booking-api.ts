/** The browser's side of the coupon endpoint (app/routes/api.booking.coupon.ts); slots: components/booking. */
import { postForm } from "~/components/payments/payment-api";

/** validate-coupon: whether the code makes this service free, or the server's reason why not. */
export const checkCoupon = (code: string, serviceId: string) =>
  postForm<{ couponId: string; code: string }>("/api/booking/coupon", { code, serviceId });
