import { COUPON_TEXT } from "@domain/coupons";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import type { CouponAnswer } from "./coupon-view";

/**
 * Asks before a coupon is deleted (spec 001 §5). The server refuses a used coupon, including one
 * used while this dialog was open; the list then reloads and shows it used.
 */
export function DeleteCouponDialog({
  coupon,
  action,
  onClose,
}: {
  coupon: { id: string; code: string } | null;
  action: string;
  onClose(): void;
}) {
  const fetcher = useFetcher<CouponAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!answer) return;
    if (answer.ok)
      showToast((toast) => toast.success(COUPON_TEXT.deleted, { description: `${answer.code} was deleted.` }));
    else showToast((toast) => toast.error(COUPON_TEXT.deleteError, { description: answer.error }));
    onCloseRef.current();
  }, [answer]);

  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this coupon?"
      description={
        coupon ? (
          <>
            <span className="font-mono font-semibold text-stone-900">{coupon.code}</span> will be deleted and can no
            longer be used. This cannot be undone.
          </>
        ) : null
      }
    >
      {coupon ? (
        <fetcher.Form method="post" action={action} className="mt-6">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="couponId" value={coupon.id} />
          <DialogActions
            onCancel={onClose}
            submit="Delete Coupon"
            busyLabel="Deleting..."
            busy={busy}
            variant="danger"
          />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
