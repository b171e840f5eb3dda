import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi";

describe("toWinAnsi", () => {
  it("keeps what the built-in fonts can draw", () => {
    const text = "Ama Boateng — £80.00 • €75 “quoted” café Müller ½";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("turns Akan letters and marked letters into their base letters", () => {
    expect(toWinAnsi("Adɔmakɔ Ɛsi Ŋkansa")).toBe("Adomako Esi Nkansa");
    expect(toWinAnsi("Ọlá Ẹ̀gbẹ́ Ā")).toBe("Olá Egbe A");
    expect(toWinAnsi("Cafe\u0301")).toBe("Café");
  });

  it("writes the cedi sign as its code and replaces the rest with ?", () => {
    expect(toWinAnsi("₵400")).toBe("GHS 400");
    expect(toWinAnsi("Thanks 🙏 你好")).toBe("Thanks ? ??");
  });

  it("makes line breaks and tabs single spaces", () => {
    expect(toWinAnsi("a\r\n\tb")).toBe("a b");
  });
});
