import { COPY_CONFIRMATION_MS } from "@domain/timing";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "~/components/toasts";

/** Copies `value`; says "Copied!" for 2 seconds (spec 000 §2.9). Its accessible name says what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success("Copied!", { description: `${label} copied to the clipboard.` });
    } catch {
      toast.error("Could not copy", { description: "Please select the text and copy it yourself." });
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      className="inline-flex min-w-[5.5rem] items-center justify-center gap-1 rounded-full px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
      {copied ? "Copied!" : "Copy"}
    </button>
  );
}
