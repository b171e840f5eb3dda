import { getDb } from "@server/db";
import type { Viewer } from "@server/modules/accounts";
import { listTherapists } from "@server/modules/staff";

/**
 * A therapist's tab as an admin sees it (every therapist's, or one's): the tab's page, read
 * beside the therapists the admin may narrow it to.
 */
export async function withTherapists<Page extends object>(viewer: Viewer, page: Promise<Page>) {
  const [loaded, therapists] = await Promise.all([page, listTherapists(await getDb(), viewer)]);
  return { ...loaded, therapists };
}
