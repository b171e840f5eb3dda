import { describe, expect, it } from "vitest";
import { checkArchitecture, type ImportedFile, type Plan, readPlan } from "./rules";

const plan: Plan = {
  floors: [["server/lib"], ["server/db"], ["server/modules"], ["server/http"]],
  layers: [["mail"], ["accounts"], ["payments", "booking"], ["checkout"]],
};

const file = (path: string, ...targets: string[]): ImportedFile => ({
  path,
  imports: targets.map((target, i) => ({ target, line: i + 1 })),
});

/** A small house that keeps every rule; each test adds one bad import to it. */
const house = [
  file("server/lib/env.ts"),
  file("server/db/client.ts", "server/lib/env.ts"),
  file("server/modules/mail/index.ts", "server/modules/mail/send.ts"),
  file("server/modules/mail/send.ts", "server/db/client.ts"),
  file("server/modules/accounts/index.ts", "server/modules/accounts/viewer.ts"),
  file("server/modules/accounts/viewer.ts", "server/modules/mail/index.ts"),
  file("server/modules/payments/index.ts", "server/modules/payments/start.ts"),
  file("server/modules/payments/start.ts", "server/modules/accounts/index.ts"),
  file("server/modules/booking/index.ts", "server/modules/booking/book.ts"),
  file("server/modules/booking/book.ts", "server/modules/payments/index.ts", "server/modules/booking/slots.ts"),
  file("server/modules/booking/slots.ts"),
  file("server/modules/checkout/index.ts", "server/modules/booking/index.ts"),
  file("server/http/server.ts", "server/modules/checkout/index.ts"),
  file("app/routes/book.tsx", "server/modules/booking/index.ts", "server/http/server.ts"),
];

const messages = (files: ImportedFile[]) =>
  checkArchitecture(files, plan).map((p) => `${p.path}:${p.line} ${p.message}`);

describe("the architecture's rules", () => {
  it("find nothing wrong in a house that keeps them", () => {
    expect(messages(house)).toEqual([]);
  });

  it("refuse an import of another module's private file, from a module or from the app", () => {
    const found = messages([
      ...house,
      file("server/modules/checkout/confirm.ts", "server/modules/booking/slots.ts"),
      file("app/routes/pay.tsx", "server/modules/payments/start.ts"),
    ]);
    expect(found).toEqual([
      expect.stringMatching(/^server\/modules\/checkout\/confirm\.ts:1 .*private to the module booking/),
      expect.stringMatching(/^app\/routes\/pay\.tsx:1 .*private to the module payments/),
    ]);
  });

  it("refuse a file that imports its own module's entry", () => {
    const found = messages([...house, file("server/modules/booking/hold.ts", "server/modules/booking/index.ts")]);
    expect(found).toEqual([expect.stringMatching(/^server\/modules\/booking\/hold\.ts:1 .*its own module's entry/)]);
  });

  it("refuse a module's import of a module on a higher layer", () => {
    const found = messages([...house, file("server/modules/accounts/role.ts", "server/modules/checkout/index.ts")]);
    expect(found).toContainEqual(
      expect.stringMatching(/^server\/modules\/accounts\/role\.ts:1 accounts \(layer 2\) imports checkout \(layer 4\)/),
    );
  });

  it("refuse a server folder's import of a higher floor", () => {
    const found = messages([...house, file("server/db/seed.ts", "server/modules/mail/index.ts")]);
    expect(found).toContainEqual(
      expect.stringMatching(/^server\/db\/seed\.ts:1 server\/db \(floor 2\) imports server\/modules \(floor 3\)/),
    );
  });

  it("refuse two modules of one layer that import each other, naming the loop", () => {
    const found = messages([...house, file("server/modules/payments/refund.ts", "server/modules/booking/index.ts")]);
    expect(found).toEqual([
      expect.stringContaining(
        "These import each other in a loop: server/modules/booking -> server/modules/payments -> server/modules/booking.",
      ),
    ]);
  });

  it("name every module of a larger knot, beside the loop they show", () => {
    const found = messages([
      ...house,
      file("server/modules/payments/refund.ts", "server/modules/checkout/index.ts"),
      file("server/modules/booking/undo.ts", "server/modules/checkout/index.ts"),
    ]);
    expect(found).toContainEqual(
      expect.stringContaining(
        "All of server/modules/booking, server/modules/checkout, server/modules/payments reach each other.",
      ),
    );
  });

  it("refuse a module in no layer, and a module without an entry", () => {
    const found = messages([...house, file("server/modules/gifts/buy.ts", "server/modules/accounts/index.ts")]);
    expect(found).toEqual([
      "server/modules/gifts:1 The module gifts is in no layer of docs/architecture.md: add it to the table of layers.",
      "server/modules/gifts:1 The module gifts has no index.ts: its entry names what other parts may use.",
    ]);
  });

  it("refuse a server folder on no floor", () => {
    const found = messages([...house, file("server/cache/store.ts", "server/lib/env.ts")]);
    expect(found).toEqual([
      "server/cache/store.ts:1 server/cache is on no floor of docs/architecture.md: add it to the table of floors.",
    ]);
  });
});

describe("the plan read from the architecture page", () => {
  const page = [
    "# Architecture",
    "",
    "## Floors of the server",
    "",
    "| floor | folders | what |",
    "| --- | --- | --- |",
    "| 2 | `server/modules` | use cases |",
    "| 1 | `server/lib`, `server/db` | ground |",
    "",
    "## Layers of server/modules",
    "",
    "| layer | modules | what |",
    "| --- | --- | --- |",
    "| 2 views | `staff` | dashboards |",
    "| 1 services | `mail`, `audit` | shared |",
    "",
    "## Queries",
    "| 1 | `not-a-layer` | |",
  ].join("\n");

  it("takes each table's rows bottom first, by their numbers", () => {
    expect(readPlan(page)).toEqual({
      floors: [["server/lib", "server/db"], ["server/modules"]],
      layers: [["mail", "audit"], ["staff"]],
    });
  });

  it("refuses rows that skip a number", () => {
    expect(() => readPlan(page.replace("| 2 views", "| 3 views"))).toThrow(/numbered 1 to 2/);
  });
});
