import type { GiftListState } from "@domain/gift-admin";
import type { ListPage } from "~/lib/list-page";

/** One certificate of the Gift certificates tab, as the loader gives it (amounts and dates written out). */
export interface GiftRowView {
  id: string;
  codeHint: string;
  productName: string;
  /** "Couples session in Ghana", or "Amount". */
  paysFor: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  faceValue: string;
  balance: string;
  currency: string;
  /** "22 Nov 2026", in the admin's zone (the last day it can be used: in Accra's calendar). */
  issued: string;
  delivery: string;
  /** The e-mail with the code is still to go (a day the buyer chose ahead). */
  deliveryPending: boolean;
  validUntil: string;
  state: GiftListState;
  voidReason: string | null;
  claimed: boolean;
  /** What it has paid: when, and how much (never which session). */
  redemptions: { id: string; when: string; whenIso: string; amount: string; covered: string }[];
  canVoid: boolean;
  canExtend: boolean;
  canResend: boolean;
  /** The earliest new last day an extension may name ("YYYY-MM-DD"). */
  extendFrom: string;
}

export interface GiftFiguresView {
  issued: number;
  active: number;
  used: number;
  expired: number;
  void: number;
  /** "₵1,363 + $80", or "None". */
  outstanding: string;
}

export interface GiftsTabView extends ListPage {
  figures: GiftFiguresView;
  certificates: GiftRowView[];
  /** The state filter as applied ("" for every state). */
  state: string;
  /** The applied filters as a query, for the pages and the export. */
  query: string;
}

/** What the tab's action answers (void, extend and resend alike). */
export type GiftAnswer =
  | { ok: true; title: string; description: string }
  | { ok: false; error: string; fields?: Record<string, string> };

export type GiftActionKind = "void" | "extend" | "resend";
