/** A message shown inside the registration dialog, where a toast would sit behind its backdrop. */
export interface Notice {
  tone: "error" | "info";
  title: string;
  description: string;
}

function NoticeBox({ notice }: { notice: Notice }) {
  const colours =
    notice.tone === "error" ? "bg-red-50 text-red-900 ring-red-200" : "bg-sand-50 text-stone-800 ring-stone-200";
  return (
    <div className={`rounded-xl p-3 text-sm ring-1 ${colours}`}>
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
    </div>
  );
}

/**
 * The dialog's own message line: in sight above its buttons however small the screen, and read
 * out as it appears (an error as an alert, anything else politely). Both regions are always on
 * the page, so a screen reader hears what is put in them.
 */
export function DialogNotice({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div role="alert" className="empty:hidden">
        {notice?.tone === "error" ? <NoticeBox notice={notice} /> : null}
      </div>
      <div role="status" className="empty:hidden">
        {notice?.tone === "info" ? <NoticeBox notice={notice} /> : null}
      </div>
    </>
  );
}
