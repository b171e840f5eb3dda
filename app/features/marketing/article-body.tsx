import type { ReactNode } from "react";

type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

/** An article's text in blocks: blank lines part them; "## " makes a heading, lines of "- " a list. */
export function articleBlocks(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      if (chunk.startsWith("## ")) return { kind: "heading", text: chunk.slice(3).trim() };
      const lines = chunk.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) {
        return { kind: "list", items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: "paragraph", text: lines.join(" ") };
    });
}

/** The article's text as the page shows it: plain HTML, readable without scripts. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="mt-8 space-y-5 text-lg leading-relaxed text-stone-800">
      {articleBlocks(body).map((block, index): ReactNode => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") {
          return (
            <h2 key={key} className="pt-4 font-serif text-2xl text-brand-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={key} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
