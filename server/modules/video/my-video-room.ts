import type { Database, Executor } from "@server/db/client";
import { therapistVideoRooms } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { eq } from "drizzle-orm";
import { z } from "zod";

export const VIDEO_ROOM_TEXT = {
  invalid: "Enter your room's full address, starting with https://",
  saved: "Your video room is saved.",
  cleared: "Your video room is removed.",
} as const;

const roomInput = z.object({
  roomUrl: z
    .string()
    .trim()
    .max(500, VIDEO_ROOM_TEXT.invalid)
    .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), VIDEO_ROOM_TEXT.invalid)
    .refine((value) => value === "" || URL.canParse(value), VIDEO_ROOM_TEXT.invalid),
});

const assertTherapist = (viewer: Viewer) => {
  if (viewer.role !== "therapist") throw new AppError("forbidden", "Only therapists have a video room.");
};

/** The therapist's own room address (her settings), or null. */
export async function getMyVideoRoom(db: Executor, viewer: Viewer): Promise<string | null> {
  assertTherapist(viewer);
  const [row] = await db
    .select({ roomUrl: therapistVideoRooms.roomUrl })
    .from(therapistVideoRooms)
    .where(eq(therapistVideoRooms.therapistId, viewer.userId));
  return row?.roomUrl ?? null;
}

/**
 * Sets (or, given nothing, removes) the therapist's own room: what her sessions' join pages open
 * when the practice has no video provider. An https address only.
 */
export async function setMyVideoRoom(db: Database, viewer: Viewer, raw: unknown): Promise<{ roomUrl: string | null }> {
  assertTherapist(viewer);
  const parsed = roomInput.safeParse(raw);
  if (!parsed.success) throw new AppError("bad_request", VIDEO_ROOM_TEXT.invalid, { roomUrl: VIDEO_ROOM_TEXT.invalid });
  const roomUrl = parsed.data.roomUrl;
  if (roomUrl === "") {
    await db.delete(therapistVideoRooms).where(eq(therapistVideoRooms.therapistId, viewer.userId));
    return { roomUrl: null };
  }
  await db
    .insert(therapistVideoRooms)
    .values({ therapistId: viewer.userId, roomUrl })
    .onConflictDoUpdate({ target: therapistVideoRooms.therapistId, set: { roomUrl, updatedAt: new Date() } });
  return { roomUrl };
}
