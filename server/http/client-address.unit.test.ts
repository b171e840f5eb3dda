import { describe, expect, it } from "vitest";
import { normalizeAddress, requestScheme, visitorAddress } from "./client-address";

const PROXY = "10.0.0.2";
const OUTER_PROXY = "10.0.0.1";

describe("visitorAddress", () => {
  it("with no trusted proxy is the connection's address, whatever the header says", () => {
    expect(visitorAddress("203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(visitorAddress("203.0.113.7", "1.2.3.4", 0)).toBe("203.0.113.7");
    expect(visitorAddress("203.0.113.7", ["1.2.3.4", "5.6.7.8"], 0)).toBe("203.0.113.7");
  });

  it("behind one proxy is the entry that proxy appended, the last one", () => {
    expect(visitorAddress(PROXY, "198.51.100.4", 1)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, "192.0.2.1, 198.51.100.4", 1)).toBe("198.51.100.4");
  });

  it("ignores what a visitor forged to the left of the proxies' entries", () => {
    // She sends "X-Forwarded-For: 1.2.3.4"; the proxy appends her real address.
    expect(visitorAddress(PROXY, "1.2.3.4, 198.51.100.4", 1)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, "1.2.3.4, 5.6.7.8, 198.51.100.4", 1)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, `1.2.3.4, 198.51.100.4, ${OUTER_PROXY}`, 2)).toBe("198.51.100.4");
  });

  it("behind two proxies is the second entry from the right", () => {
    expect(visitorAddress(PROXY, `198.51.100.4, ${OUTER_PROXY}`, 2)).toBe("198.51.100.4");
  });

  it("with fewer entries than proxies is the left-most entry", () => {
    expect(visitorAddress(PROXY, "198.51.100.4", 2)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, `198.51.100.4, ${OUTER_PROXY}`, 5)).toBe("198.51.100.4");
  });

  it("with no header behind proxies is the connection's address", () => {
    expect(visitorAddress(PROXY, undefined, 1)).toBe(PROXY);
    expect(visitorAddress(PROXY, [], 3)).toBe(PROXY);
  });

  it("never takes an entry that is not an IP address: the hop that wrote it stands", () => {
    expect(visitorAddress(PROXY, "not-an-address", 1)).toBe(PROXY);
    expect(visitorAddress(PROXY, "", 1)).toBe(PROXY);
    expect(visitorAddress(PROXY, "  ", 1)).toBe(PROXY);
    expect(visitorAddress(PROXY, "<script>", 1)).toBe(PROXY);
    expect(visitorAddress(PROXY, "999.1.1.1", 1)).toBe(PROXY);
    // Garbage further left than the proxies reach is never looked at.
    expect(visitorAddress(PROXY, "garbage, 198.51.100.4", 1)).toBe("198.51.100.4");
    // With more proxies configured than there are, garbage in the visitor's own part stops the walk
    // at the proxy's entry.
    expect(visitorAddress(PROXY, "garbage, 198.51.100.4", 2)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, "1.2.3.4,, 198.51.100.4", 2)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, `garbage, ${OUTER_PROXY}`, 2)).toBe(OUTER_PROXY);
  });

  it("reads repeated header lines as one list, in order", () => {
    expect(visitorAddress(PROXY, ["1.2.3.4", "198.51.100.4"], 1)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, ["1.2.3.4, 198.51.100.4", OUTER_PROXY], 2)).toBe("198.51.100.4");
    expect(visitorAddress(PROXY, ["198.51.100.4", ` ${OUTER_PROXY} `], 3)).toBe("198.51.100.4");
  });

  it("reads IPv6, in one spelling, and IPv4 mapped into IPv6 as IPv4", () => {
    expect(visitorAddress("::1", "2001:DB8::1", 1)).toBe("2001:db8::1");
    expect(visitorAddress("::1", "1.2.3.4, 2001:db8::1", 1)).toBe("2001:db8::1");
    expect(visitorAddress("::ffff:10.0.0.2", "::ffff:198.51.100.4", 1)).toBe("198.51.100.4");
    expect(visitorAddress("::ffff:10.0.0.2", undefined, 0)).toBe("10.0.0.2");
    expect(visitorAddress("::ffff:10.0.0.2", "::ffff:garbage", 1)).toBe("10.0.0.2");
    expect(visitorAddress("2001:db8::2", "2001:db8::zz", 1)).toBe("2001:db8::2");
  });

  it("accepts the bracket and port forms some proxies write", () => {
    expect(visitorAddress(PROXY, "[2001:db8::1]", 1)).toBe("2001:db8::1");
    expect(visitorAddress(PROXY, "[2001:db8::1]:4711", 1)).toBe("2001:db8::1");
    expect(visitorAddress(PROXY, "198.51.100.4:4711", 1)).toBe("198.51.100.4");
  });

  it("is 'unknown' when the connection has no address left", () => {
    expect(visitorAddress(undefined, undefined, 0)).toBe("unknown");
    expect(visitorAddress(undefined, "198.51.100.4", 0)).toBe("unknown");
    expect(visitorAddress(undefined, "198.51.100.4", 1)).toBe("198.51.100.4");
  });
});

describe("normalizeAddress", () => {
  it("is undefined for anything that is not an IP address", () => {
    for (const entry of ["", "unknown", "localhost", "1.2.3", "1.2.3.4.5", "[1.2.3.4", "_hidden"]) {
      expect(normalizeAddress(entry), entry).toBeUndefined();
    }
  });
});

describe("requestScheme", () => {
  it("with no trusted proxy is the public URL's alone: X-Forwarded-Proto is ignored", () => {
    expect(requestScheme("https://practice.example", undefined, 0)).toBe("https");
    expect(requestScheme("https://practice.example", "http", 0)).toBe("https");
    expect(requestScheme("http://localhost:3000", "https", 0)).toBe("http");
    expect(requestScheme(undefined, "https", 0)).toBe("http");
  });

  it("behind proxies is the X-Forwarded-Proto entry at the visitor's hop", () => {
    expect(requestScheme("http://localhost:3000", "https", 1)).toBe("https");
    expect(requestScheme("https://practice.example", "http", 1)).toBe("http");
    expect(requestScheme(undefined, "HTTPS", 1)).toBe("https");
    expect(requestScheme(undefined, "http, https", 1)).toBe("https");
    expect(requestScheme(undefined, "https, http", 2)).toBe("https");
    expect(requestScheme(undefined, ["https", "http"], 2)).toBe("https");
    // Fewer entries than proxies: the left-most.
    expect(requestScheme(undefined, " https ", 3)).toBe("https");
  });

  it("behind proxies falls back to the public URL without a usable entry", () => {
    expect(requestScheme("https://practice.example", undefined, 1)).toBe("https");
    expect(requestScheme("http://localhost:3000", undefined, 1)).toBe("http");
    expect(requestScheme("https://practice.example", "ftp", 1)).toBe("https");
    expect(requestScheme("http://localhost:3000", "javascript", 1)).toBe("http");
    expect(requestScheme("http://localhost:3000", "https, ", 1)).toBe("http");
  });
});
