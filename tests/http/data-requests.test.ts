// A page's data requests as React Router 8 makes them (decision 0035): a page's data at
// `path.data`, at `path/_.data` when the page's address ends in a slash, the home page's at
// `/_.data`; every loader given the person signed in through the router context, and the page's
// own address rather than the data request's.
import { UNSAFE_decodeViaTurboStream as decode, UNSAFE_SingleFetchRedirectSymbol as REDIRECT } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { withAppServer } from "../support/app-server";
import { send, signInAs } from "../support/http-probe";

const server = withAppServer();
let ama: string | undefined;
let director: string | undefined;
beforeAll(async () => {
  ama = await signInAs(server.app, "clientA");
  director = await signInAs(server.app, "therapist");
});

type Decoded = Record<string, { data?: Record<string, unknown> }> & { [REDIRECT]?: { redirect: string } };

/** A data request's answer, decoded as the browser's router decodes it. */
async function dataOf(path: string, cookie?: string): Promise<{ status: number; value: Decoded }> {
  const answer = await send(server.app, { path, cookie });
  const body = new Response(answer.text).body;
  if (!body) throw new Error(`${path} answered no body`);
  const decoded = await decode(body, globalThis);
  await decoded.done;
  return { status: answer.status, value: decoded.value as Decoded };
}

describe("where a page's data is", () => {
  it("the home page's at /_.data, the root loader's with whoever is signed in", async () => {
    const signedIn = await dataOf("/_.data", ama);
    expect(signedIn.status).toBe(200);
    expect(signedIn.value.root?.data?.user).toEqual({ firstName: "Ama", role: "client" });

    const visitor = await dataOf("/_.data");
    expect(visitor.status).toBe(200);
    expect(visitor.value.root?.data?.user).toBeNull();
  });

  it("no longer at /_root.data, which is now an address like any other (not found)", async () => {
    const { status, value } = await dataOf("/_root.data");
    expect(status).toBe(404);
    expect(value["routes/home"]).toBeUndefined();
  });

  it("a page's at path.data and, for its address with a trailing slash, at path/_.data", async () => {
    for (const path of ["/client-dashboard/messages.data", "/client-dashboard/messages/_.data"]) {
      const { status, value } = await dataOf(path, ama);
      expect(status, path).toBe(200);
      expect(value["routes/client-dashboard"]?.data?.firstName, path).toBe("Ama");
      expect(value["client-dashboard-messages"]?.data, path).toBeDefined();
    }
  });
});

describe("what a loader sees", () => {
  it("the page's address: an old ?tab= link's data request goes to the tab, without the data request's own parameters", async () => {
    const cases: [path: string, cookie: string | undefined, tab: string][] = [
      [
        "/therapist-dashboard.data?tab=messages&_routes=root,routes/therapist-dashboard",
        director,
        "/therapist-dashboard/messages",
      ],
      [
        "/therapist-dashboard/_.data?tab=messages&show=all&_routes=root,routes/therapist-dashboard",
        director,
        "/therapist-dashboard/messages?show=all",
      ],
      ["/client-portal.data?tab=messages&_routes=root,client-portal", ama, "/client-portal/messages"],
    ];
    for (const [path, cookie, tab] of cases) {
      const { value } = await dataOf(path, cookie);
      expect(value[REDIRECT]?.redirect, path).toBe(tab);
    }
  });

  it("no one signed in when the request carries no session: the portal's data sends to /auth", async () => {
    const { value } = await dataOf("/client-dashboard/messages.data");
    expect(value[REDIRECT]?.redirect).toBe("/auth");
  });
});
