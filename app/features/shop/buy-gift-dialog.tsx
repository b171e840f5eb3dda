import { Gift, Mail } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

interface Props {
  giftName: string;
  price: string;
  mailto: string;
  email: string;
}

/**
 * "Buy as a Gift". Online gift checkout is not built yet, so the button says so plainly
 * and hands over to e-mail (the dialog returns focus to this button when it closes).
 */
export function BuyGiftDialog({ giftName, price, mailto, email }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Buy as a Gift: ${giftName}`}
        onClick={() => setOpen(true)}
        className={`${buttonClass("primary", "md")} w-full`}
      >
        <Gift aria-hidden className="size-4" />
        Buy as a Gift
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Gift certificate: ${giftName}`}
        description="Gift purchases are arranged by e-mail for now. Write to us and we will send you a secure payment link and, once paid, the certificate to pass on."
      >
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sand-50 p-4 text-sm">
          <dt className="text-stone-600">Certificate</dt>
          <dd className="font-medium text-stone-800">{giftName}</dd>
          <dt className="text-stone-600">Price</dt>
          <dd className="font-medium text-stone-800">{price}</dd>
        </dl>
        <p className="mt-4 text-sm text-stone-700">
          Our address: <span className="block font-medium break-words text-stone-800">{email}</span>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <a href={mailto} className={buttonClass("primary", "md")}>
            <Mail aria-hidden className="size-4" />
            Send us an e-mail
          </a>
          <button type="button" onClick={() => setOpen(false)} className={buttonClass("secondary", "md")}>
            Not now
          </button>
        </div>
      </Dialog>
    </>
  );
}
