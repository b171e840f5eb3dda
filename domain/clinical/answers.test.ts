import { describe, expect, it } from "vitest";
import { ANSWER_LIMITS, ANSWER_MESSAGES, answersFor, isIsoDay, partialAnswersFor, readAnswersForm } from "./answers";
import type { Questionnaire } from "./questionnaire";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const form: Questionnaire = {
  id: "test",
  version: 1,
  title: "Test",
  kind: "form",
  items: [
    { linkId: "heading", text: "About you", type: "display", required: false },
    { linkId: "name", text: "Name", type: "text", required: true },
    { linkId: "story", text: "Story", type: "long-text", required: false },
    { linkId: "born", text: "Date of birth", type: "date", required: false },
    { linkId: "phone", text: "Phone", type: "phone", required: false },
    { linkId: "email", text: "E-mail", type: "email", required: false },
    { linkId: "medication", text: "Medication?", type: "choice", required: true, options: YES_NO },
    {
      linkId: "which",
      text: "Which?",
      type: "long-text",
      required: true,
      enableWhen: [{ linkId: "medication", operator: "equals", value: "yes" }],
    },
    {
      linkId: "channels",
      text: "Channels",
      type: "multi-choice",
      required: false,
      options: [
        { value: "phone", label: "Phone" },
        { value: "sms", label: "SMS" },
        { value: "email", label: "E-mail" },
      ],
    },
    { linkId: "agree", text: "I agree", type: "boolean", required: true },
    { linkId: "signature", text: "Full name", type: "signature", required: true },
  ],
};

const complete = { name: "Akosua Mensah", medication: "no", agree: true, signature: "Akosua Mensah" };

const errorsOf = (raw: unknown) => {
  const result = answersFor(form, raw);
  return result.ok ? {} : result.errors;
};

describe("answersFor", () => {
  it("accepts complete answers, trimmed, in the questionnaire's order", () => {
    expect(answersFor(form, { signature: " Akosua Mensah ", agree: true, medication: "no", name: " Akosua " })).toEqual(
      {
        ok: true,
        answers: { name: "Akosua", medication: "no", agree: true, signature: "Akosua Mensah" },
      },
    );
  });

  it("asks for every required item that is shown, each with its own words", () => {
    expect(errorsOf({})).toEqual({
      name: ANSWER_MESSAGES.required,
      medication: ANSWER_MESSAGES.requiredChoice,
      agree: ANSWER_MESSAGES.requiredTick,
      signature: ANSWER_MESSAGES.requiredSignature,
    });
  });

  it("reads blank text as no answer", () => {
    expect(errorsOf({ ...complete, name: "   " })).toEqual({ name: ANSWER_MESSAGES.required });
  });

  it("asks for the follow-up only when its condition holds", () => {
    expect(errorsOf({ ...complete, medication: "yes" })).toEqual({ which: ANSWER_MESSAGES.required });
    expect(answersFor(form, { ...complete, medication: "yes", which: "Sertraline" }).ok).toBe(true);
  });

  it("drops the answer of a hidden item, and any problem with it", () => {
    const result = answersFor(form, { ...complete, medication: "no", which: "x".repeat(5000) });
    expect(result).toEqual({ ok: true, answers: { ...complete } });
  });

  it("requires a required tick box to be ticked", () => {
    expect(errorsOf({ ...complete, agree: false })).toEqual({ agree: ANSWER_MESSAGES.requiredTick });
    expect(answersFor(form, { ...complete, agree: "on" }).ok).toBe(true);
    expect(answersFor(form, { ...complete, agree: "true" }).ok).toBe(true);
    expect(errorsOf({ ...complete, agree: "maybe" })).toEqual({ agree: ANSWER_MESSAGES.unreadable });
  });

  it("takes only the options' values", () => {
    expect(errorsOf({ ...complete, medication: "perhaps" })).toEqual({ medication: ANSWER_MESSAGES.notAnOption });
    expect(errorsOf({ ...complete, channels: ["sms", "fax"] })).toEqual({ channels: ANSWER_MESSAGES.notAnOption });
  });

  it("keeps a multi-choice's values once each, in the options' order, and takes a single one as a string", () => {
    const many = answersFor(form, { ...complete, channels: ["email", "phone", "email"] });
    expect(many.ok && many.answers.channels).toEqual(["phone", "email"]);
    const one = answersFor(form, { ...complete, channels: "sms" });
    expect(one.ok && one.answers.channels).toEqual(["sms"]);
  });

  it("limits short and long texts", () => {
    expect(answersFor(form, { ...complete, name: "a".repeat(ANSWER_LIMITS.text) }).ok).toBe(true);
    expect(errorsOf({ ...complete, name: "a".repeat(ANSWER_LIMITS.text + 1) })).toEqual({
      name: "Please keep this answer under 300 characters.",
    });
    expect(answersFor(form, { ...complete, story: "a".repeat(ANSWER_LIMITS.longText) }).ok).toBe(true);
    expect(errorsOf({ ...complete, story: "a".repeat(ANSWER_LIMITS.longText + 1) })).toEqual({
      story: "Please keep this answer under 4,000 characters.",
    });
  });

  it("checks dates, phones and e-mails", () => {
    expect(
      answersFor(form, { ...complete, born: "1990-02-28", phone: "+233 24 123 4567", email: "a@example.com" }).ok,
    ).toBe(true);
    expect(errorsOf({ ...complete, born: "1990-02-30", phone: "12ab", email: "a@example" })).toEqual({
      born: ANSWER_MESSAGES.date,
      phone: ANSWER_MESSAGES.phone,
      email: ANSWER_MESSAGES.email,
    });
  });

  it("wants a signature that reads as a name", () => {
    expect(errorsOf({ ...complete, signature: "1" })).toEqual({ signature: ANSWER_MESSAGES.signature });
    expect(errorsOf({ ...complete, signature: "12345" })).toEqual({ signature: ANSWER_MESSAGES.signature });
    expect(errorsOf({ ...complete, signature: "A".repeat(ANSWER_LIMITS.signature + 1) })).toEqual({
      signature: ANSWER_MESSAGES.signature,
    });
  });

  it("refuses answers of the wrong shape and control characters", () => {
    expect(errorsOf({ ...complete, name: ["Akosua"], channels: [1] })).toEqual({
      name: ANSWER_MESSAGES.unreadable,
      channels: ANSWER_MESSAGES.unreadable,
    });
    expect(errorsOf({ ...complete, story: "a\u0000b" })).toEqual({ story: ANSWER_MESSAGES.controlCharacters });
    expect(answersFor(form, { ...complete, story: "line one\nline two" }).ok).toBe(true);
  });

  it("ignores display items, unknown ids and inherited names, and reads anything not a record as no answers", () => {
    expect(answersFor(form, { ...complete, heading: "x", unknown: "y", ["__proto__"]: "z" })).toEqual({
      ok: true,
      answers: complete,
    });
    expect(errorsOf("name=Akosua")).toHaveProperty("name", ANSWER_MESSAGES.required);
    expect(errorsOf(null)).toHaveProperty("signature");
    expect(errorsOf([complete])).toHaveProperty("agree");
  });

  it("returns the answers that passed beside the errors", () => {
    const result = answersFor(form, { name: "Akosua", born: "nope" });
    expect(result).toMatchObject({ ok: false, answers: { name: "Akosua" } });
  });
});

describe("partialAnswersFor", () => {
  it("requires nothing", () => {
    expect(partialAnswersFor(form, { name: "Akosua" })).toEqual({ ok: true, answers: { name: "Akosua" } });
    expect(partialAnswersFor(form, {})).toEqual({ ok: true, answers: {} });
    expect(partialAnswersFor(form, { agree: false })).toEqual({ ok: true, answers: { agree: false } });
  });

  it("still checks the shape of what is given, and keeps the rest", () => {
    expect(partialAnswersFor(form, { name: "Akosua", email: "not an e-mail" })).toEqual({
      ok: false,
      errors: { email: ANSWER_MESSAGES.email },
      answers: { name: "Akosua" },
    });
  });
});

describe("readAnswersForm", () => {
  it("reads each item's field, every check box of a multi-choice, and no display item", () => {
    const data = new FormData();
    data.append("name", "Akosua");
    data.append("channels", "sms");
    data.append("channels", "email");
    data.append("agree", "on");
    data.append("heading", "ignored");
    expect(readAnswersForm(form, data)).toEqual({ name: "Akosua", channels: ["sms", "email"], agree: "on" });
    expect(answersFor(form, readAnswersForm(form, data)).ok).toBe(false);
  });
});

describe("isIsoDay", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-13-01", false],
    ["24-01-01", false],
    ["1899-12-31", false],
    ["2200-01-01", false],
    ["2024-1-1", false],
  ])("%s is %s", (text, expected) => {
    expect(isIsoDay(text)).toBe(expected);
  });
});
