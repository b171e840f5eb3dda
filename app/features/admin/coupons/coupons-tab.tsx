import { COUPON_CODE_MAX_LENGTH, COUPON_STATUS_LABEL, COUPON_TYPE_LABEL } from "@domain/coupons";
import type { CouponStatus } from "@domain/enums";
import { Search, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import type { CouponRowView, CouponsTabView } from "./coupon-view";
import { CreateCouponDialog } from "./create-coupon-dialog";
import { DeleteCouponDialog } from "./delete-coupon-dialog";

const SEARCH_PAUSE_MS = 250;

const STATUS_BADGE: Record<CouponStatus, string> = {
  active: "bg-green-100 text-green-900",
  used: "bg-stone-200 text-stone-800",
  expired: "bg-amber-100 text-amber-900",
};

function CouponRow({ coupon, onDelete }: { coupon: CouponRowView; onDelete(): void }) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-left font-mono font-semibold whitespace-nowrap text-stone-900">
        {coupon.code}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{COUPON_TYPE_LABEL[coupon.couponType]}</td>
      <td className="px-4 py-3">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[coupon.status]}`}>
          {COUPON_STATUS_LABEL[coupon.status]}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{coupon.validUntil ?? "No expiry"}</td>
      <td className="max-w-xs px-4 py-3 break-words text-stone-700">{coupon.notes ?? ""}</td>
      <td className="px-4 py-3 whitespace-nowrap">{coupon.created}</td>
      <td className="px-4 py-3 text-right">
        {coupon.status === "used" ? (
          <span className="text-xs text-stone-600">Used coupons are kept</span>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`Delete coupon ${coupon.code}`}
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        )}
      </td>
    </tr>
  );
}

/** A table wider than a phone scrolls sideways; keyboard users must be able to reach it to scroll it. */
function ScrollingTable({ caption, children }: { caption: string; children: React.ReactNode }) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboard users must reach it.
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200"
    >
      <table className="min-w-full divide-y divide-stone-200 text-sm text-stone-800">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

/**
 * The admin Coupons tab (spec 001 §3-§5, §8): the coupons a page at a time, newest first, searched
 * by code on the server (a moment after typing stops, or on Enter without JavaScript); New Coupon;
 * Delete after a confirmation, offered only on coupons that have not been used.
 */
export function CouponsTab({ view, action }: { view: CouponsTabView; action: string }) {
  const submit = useSubmit();
  const [search, setSearch] = useState(view.search);
  const [deleting, setDeleting] = useState<{ id: string; code: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(view.search ? { q: view.search } : {}), page: String(page) })}`;

  return (
    <section aria-labelledby="coupons-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="coupons-heading" className="font-serif text-2xl text-brand-900">
          Coupons
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Form role="search" method="get" className="relative w-full max-w-xs">
            <label htmlFor="coupon-search" className="sr-only">
              Search coupons by code
            </label>
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-stone-500" />
            <input
              id="coupon-search"
              type="search"
              name="q"
              value={search}
              placeholder="Search by code..."
              maxLength={COUPON_CODE_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                const form = event.currentTarget.form;
                setSearch(event.currentTarget.value);
                clearTimeout(timer.current);
                timer.current = setTimeout(
                  () => void submit(form, { replace: true, preventScrollReset: true }),
                  SEARCH_PAUSE_MS,
                );
              }}
              className="block w-full rounded-lg border border-stone-300 py-2.5 pr-3 pl-9 text-stone-900 uppercase shadow-sm placeholder:normal-case focus:border-brand-500"
            />
          </Form>
          <CreateCouponDialog action={action} today={view.today} />
        </div>
      </div>
      <p role="status" className="sr-only">
        {view.total === 1 ? "1 coupon" : `${view.total} coupons`}
      </p>
      {view.coupons.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {view.search ? "No coupons found" : "No coupons yet"}
        </p>
      ) : (
        <ScrollingTable
          caption={`Coupons, newest first${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
        >
          <thead className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-700 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Code
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Valid until
              </th>
              <th scope="col" className="px-4 py-3">
                Notes
              </th>
              <th scope="col" className="px-4 py-3">
                Created
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {view.coupons.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                onDelete={() => setDeleting({ id: coupon.id, code: coupon.code })}
              />
            ))}
          </tbody>
        </ScrollingTable>
      )}
      {view.pageCount > 1 ? (
        <nav aria-label="Coupon pages" className="mt-6 flex items-center justify-center gap-3">
          {view.page > 1 ? (
            <Link to={pageHref(view.page - 1)} preventScrollReset className={buttonClass("secondary", "sm")}>
              Previous
            </Link>
          ) : null}
          <span className="text-sm text-stone-700">
            Page {view.page} of {view.pageCount}
          </span>
          {view.page < view.pageCount ? (
            <Link to={pageHref(view.page + 1)} preventScrollReset className={buttonClass("secondary", "sm")}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
      <DeleteCouponDialog coupon={deleting} action={action} onClose={() => setDeleting(null)} />
    </section>
  );
}
