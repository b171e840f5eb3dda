import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";

export const ADMINS_ONLY = "Only an administrator can manage applications and users.";

/** The Applications and Users tabs are the administrators' alone (spec 001 §2, §6). */
export function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", ADMINS_ONLY);
}
