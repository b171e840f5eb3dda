import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  messageLength,
  messageProblem,
  SEND_MESSAGE_FAILED,
} from "@domain/messaging";
import { Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";

/** The counter appears when a message nears the limit. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;

type Answer = { ok: true; intent: string } | { ok: false; error: string };

/**
 * The message box (spec 001 §2, §5): 3 rows, Enter sends, Shift+Enter adds a line. It posts to
 * its page's own action (`action`, or the current route's), which answers and reloads the
 * conversation in one go. A blank message is refused here and again on the server; when sending
 * fails the text stays in the box, and even a failure that replaces the page with its error
 * card does not lose it. Each message carries a key of its own, kept across retries of
 * it, so a double press or a retry after a lost answer stores it once. Without a recipient the
 * box is disabled.
 */
export function MessageComposer({ recipientName, action }: { recipientName: string | null; action?: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const { pathname } = useLocation();
  const draftKey = `message-draft:${action ?? pathname}`;
  const box = useRef<HTMLTextAreaElement>(null);
  const clientKey = useRef<string | null>(null);
  const fetcher = useFetcher<Answer>();
  const sending = fetcher.state !== "idle";
  const disabled = recipientName === null;
  const length = messageLength(text);

  // The text survives anything that takes the box away (a failed request's error page, a reload)
  // until it is sent: it is kept in this browser tab's session storage as it is typed.
  useEffect(() => {
    const saved = sessionStorage.getItem(draftKey);
    if (saved) setText(saved);
  }, [draftKey]);
  const keepDraft = (value: string) => {
    if (value) sessionStorage.setItem(draftKey, value);
    else sessionStorage.removeItem(draftKey);
  };

  // When the answer and the reloaded conversation are in: empty the box, or say why not.
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answered) return;
    if (answered.ok) {
      clientKey.current = null;
      setText("");
      sessionStorage.removeItem(draftKey);
    } else {
      showToast((toast) => toast.error(SEND_MESSAGE_FAILED.title, { description: answered.error }));
    }
    box.current?.focus();
  }, [answered, draftKey]);

  function send() {
    if (sending || disabled) return;
    const problem = messageProblem(text);
    if (problem === MESSAGE_REQUIRED.description) {
      showToast((toast) => toast.error(MESSAGE_REQUIRED.title, { description: MESSAGE_REQUIRED.description }));
      box.current?.focus();
      return;
    }
    if (problem) {
      showToast((toast) => toast.error(SEND_MESSAGE_FAILED.title, { description: problem }));
      return;
    }
    clientKey.current ??= crypto.randomUUID();
    void fetcher.submit({ intent: "send", content: text, clientKey: clientKey.current }, { method: "post", action });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) picks a character; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-stone-200 p-4" aria-busy={sending}>
      <label htmlFor={id} className="sr-only">
        {recipientName ? `Message to ${recipientName}` : "Message"}
      </label>
      <textarea
        id={id}
        ref={box}
        rows={3}
        value={text}
        onChange={(event) => {
          // A changed text is another message.
          clientKey.current = null;
          setText(event.target.value);
          keepDraft(event.target.value);
        }}
        onKeyDown={onKeyDown}
        readOnly={sending}
        disabled={disabled}
        placeholder={disabled ? "Messaging is unavailable" : "Type your message..."}
        aria-describedby={`${id}-hint`}
        className="block w-full resize-none rounded-lg border border-stone-300 px-3 py-2 text-stone-900 shadow-sm focus:border-brand-500 disabled:cursor-not-allowed disabled:bg-stone-100"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          Enter sends; Shift+Enter adds a new line.
          {length >= COUNT_FROM ? (
            <span className={length > MESSAGE_MAX_LENGTH ? "ml-2 font-semibold text-red-700" : "ml-2"}>
              {length.toLocaleString("en-GB")} / {MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters
            </span>
          ) : null}
        </p>
        <Button type="submit" size="sm" disabled={disabled || sending}>
          <Send aria-hidden className="size-4" />
          {sending ? "Sending..." : "Send"}
        </Button>
      </div>
    </form>
  );
}
