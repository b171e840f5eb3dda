import { COUPON_CODE_MAX_LENGTH, COUPON_STATUS_LABEL, COUPON_TYPE_LABEL } from "@domain/coupons";
import type { CouponStatus } from "@domain/enums";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ListSearch, Pager } from "~/components/dashboard-parts";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { EmptyNote, Section } from "~/components/ui/section";
import type { CouponRowView, CouponsTabView } from "./coupon-view";
import { CreateCouponDialog } from "./create-coupon-dialog";
import { DeleteCouponDialog } from "./delete-coupon-dialog";

const STATUS_BADGE: Record<CouponStatus, string> = {
  active: "bg-green-100 text-green-900",
  used: "bg-stone-200 text-stone-800",
  expired: "bg-amber-100 text-amber-900",
};

/** The table's columns; Delete opens the confirmation the tab keeps. */
function couponColumns(onDelete: (coupon: CouponRowView) => void): readonly DataColumn<CouponRowView>[] {
  return [
    {
      label: "Code",
      rowHeader: true,
      className: "font-mono font-semibold whitespace-nowrap text-stone-900",
      cell: (coupon) => coupon.code,
    },
    { label: "Type", className: "whitespace-nowrap", cell: (coupon) => COUPON_TYPE_LABEL[coupon.couponType] },
    {
      label: "Status",
      cell: (coupon) => (
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[coupon.status]}`}>
          {COUPON_STATUS_LABEL[coupon.status]}
        </span>
      ),
    },
    { label: "Valid until", className: "whitespace-nowrap", cell: (coupon) => coupon.validUntil ?? "No expiry" },
    { label: "Notes", className: "md:max-w-xs break-words text-stone-700", cell: (coupon) => coupon.notes ?? "" },
    { label: "Created", className: "whitespace-nowrap", cell: (coupon) => coupon.created },
    {
      label: "Actions",
      labelHidden: true,
      className: "md:text-right",
      cell: (coupon) =>
        coupon.status === "used" ? (
          <span className="text-xs text-stone-600">Used coupons are kept</span>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onDelete(coupon)}
            aria-label={`Delete coupon ${coupon.code}`}
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        ),
    },
  ];
}

/**
 * The admin Coupons tab (spec 001 §3-§5, §8): the coupons a page at a time, newest first, searched
 * by code on the server (a moment after typing stops, or on Enter without JavaScript); New Coupon;
 * Delete after a confirmation, offered only on coupons that have not been used.
 */
export function CouponsTab({ view, action }: { view: CouponsTabView; action: string }) {
  const [deleting, setDeleting] = useState<{ id: string; code: string } | null>(null);
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(view.search ? { q: view.search } : {}), page: String(page) })}`;

  return (
    <Section
      headingId="coupons-heading"
      title="Coupons"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <ListSearch
            id="coupon-search"
            label="Search coupons by code"
            initial={view.search}
            placeholder="Search by code..."
            maxLength={COUPON_CODE_MAX_LENGTH}
            spellCheck={false}
            className="uppercase placeholder:normal-case"
          />
          <CreateCouponDialog action={action} today={view.today} />
        </div>
      }
    >
      <p role="status" className="sr-only">
        {view.total === 1 ? "1 coupon" : `${view.total} coupons`}
      </p>
      {view.coupons.length === 0 ? (
        <EmptyNote>{view.search ? "No coupons found" : "No coupons yet"}</EmptyNote>
      ) : (
        <DataTable
          caption={`Coupons, newest first${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
          columns={couponColumns((coupon) => setDeleting({ id: coupon.id, code: coupon.code }))}
          rows={view.coupons}
          rowKey={(coupon) => coupon.id}
        />
      )}
      <Pager label="Coupon pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHref} />
      <DeleteCouponDialog coupon={deleting} action={action} onClose={() => setDeleting(null)} />
    </Section>
  );
}
