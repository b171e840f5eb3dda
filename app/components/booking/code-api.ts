/** The browser's side of the code endpoint (app/routes/api.booking.coupon.ts). */
import { postForm } from "~/components/payments/payment-api";
import type { AppliedCode } from "./applied-code";

/** validate-coupon: what a coupon or gift certificate does to this service's price, or the server's reason why not. */
export const checkCode = (code: string, serviceId: string) =>
  postForm<AppliedCode>("/api/booking/coupon", { code, serviceId });
