import type { Role } from "@domain/enums";
import type { ListPage } from "~/lib/list-page";

/** One row of the Users tab, as its route's loader prepares it. */
export interface UserRowView {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** "24 November 2026" while suspended, else null. */
  suspendedSince: string | null;
  joined: string;
  /** The admin looking at the list. */
  isSelf: boolean;
}

export interface UsersTabView extends ListPage {
  users: UserRowView[];
  role: Role | "";
}

/** The person a dialog is about. */
export interface UserChoice {
  id: string;
  name: string;
  role: Role;
  isSelf: boolean;
}
