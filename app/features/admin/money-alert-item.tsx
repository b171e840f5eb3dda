import { formatMoney } from "@domain/money";
import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A payment waiting for an admin (one to settle, a refund to check), in its list: the warning
 * sign, whose money and how much, then what the admin needs to know and do (`children`).
 */
export function MoneyAlertItem({
  label,
  clientName,
  amount,
  currency,
  children,
}: {
  /** The item's accessible name, where the list needs one. */
  label?: string;
  clientName: string;
  amount: number;
  currency: string;
  children: ReactNode;
}) {
  return (
    <li aria-label={label} className="flex gap-3 px-5 py-4">
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">
          {clientName} · {formatMoney(amount, currency)}
        </p>
        {children}
      </div>
    </li>
  );
}
