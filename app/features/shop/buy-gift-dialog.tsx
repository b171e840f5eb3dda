import type { RegionChoice } from "@domain/region";
import { Gift } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogLoading, opensDialog } from "~/components/ui/dialog";
import type { GiftItem } from "./gift-display";

// The form, its payment code and the transfer instructions load when someone opens the dialog,
// so the page itself carries none of them.
const GiftForm = lazy(() => import("./gift-form"));

/** What buying needs to know besides the certificate: how she pays, and who she is. */
export interface GiftPurchaseContext {
  /** The region and currency she pays in (Paystack in Ghana, a bank transfer abroad). */
  pay: RegionChoice;
  signedIn: boolean;
  paystackMode: "live" | "simulated";
  practiceName: string;
  /** The zone of a recipient whose own is not given: the delivery day is read in it. */
  practiceZone: string;
}

/** "Buy as a Gift": the purchase form in a dialog, which gives focus back to this button when it closes. */
export function BuyGiftDialog({ item, purchase }: { item: GiftItem; purchase: GiftPurchaseContext }) {
  const [open, setOpen] = useState(false);
  const dialogId = `buy-${item.id}`;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Buy as a Gift: ${item.name}`}
        {...opensDialog(dialogId)}
        onClick={() => setOpen(true)}
        className={`${buttonClass("primary", "md")} w-full`}
      >
        <Gift aria-hidden className="size-4" />
        Buy as a Gift
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        openableWithoutScripts={dialogId}
        untilOpened={<DialogLoading />}
        title={`Gift certificate: ${item.name}`}
        description={
          purchase.pay.region === "local"
            ? `You pay in ${purchase.pay.currency} by mobile money or card.`
            : `You pay in ${purchase.pay.currency} by bank transfer; the certificate is issued when your transfer reaches us.`
        }
      >
        <Suspense fallback={<DialogLoading />}>
          <GiftForm item={item} purchase={purchase} onClose={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}
