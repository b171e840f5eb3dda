import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  messageLength,
  messageProblem,
  SEND_MESSAGE_FAILED,
} from "@domain/messaging";
import { Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { postMessage } from "./messages-api";

/** The counter appears when a message nears the limit. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message box (spec 001 §2, §5): 3 rows, Enter sends, Shift+Enter adds a line. A blank
 * message is refused here and again on the server; when sending fails the text stays in the box.
 * Without a recipient the box is disabled.
 */
export function MessageComposer({ recipientName }: { recipientName: string | null }) {
  const id = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // One key per message, kept across retries of it until it is sent.
  const clientKey = useRef<string | null>(null);
  const revalidator = useRevalidator();
  const disabled = recipientName === null;
  const length = messageLength(text);

  async function send() {
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
    setSending(true);
    clientKey.current ??= crypto.randomUUID();
    const answer = await postMessage(text, clientKey.current);
    if (answer.ok) {
      clientKey.current = null;
      // The box empties once the conversation shows the message, so it is never in neither place.
      await revalidator.revalidate();
      setText("");
    } else {
      showToast((toast) => toast.error(SEND_MESSAGE_FAILED.title, { description: answer.error }));
    }
    setSending(false);
    box.current?.focus();
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (IME) picks a character; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
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
