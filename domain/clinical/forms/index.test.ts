import { answersFor } from "@domain/clinical/answers";
import { CRISIS_HELP } from "@domain/clinical/crisis";
import { questionnaireHashInput } from "@domain/clinical/questionnaire";
import { questionnaireSchema } from "@domain/clinical/questionnaire-schema";
import { describe, expect, it } from "vitest";
import {
  CONSENT_TO_TREATMENT,
  GAD7,
  INTAKE,
  PHQ9,
  PHQ9_SELF_HARM_ITEM,
  SHIPPED_QUESTIONNAIRES,
  TELETHERAPY_CONSENT,
} from "./index";

const FREQUENCIES = [
  ["Not at all", 0],
  ["Several days", 1],
  ["More than half the days", 2],
  ["Nearly every day", 3],
];

describe("the shipped questionnaires", () => {
  it.each(SHIPPED_QUESTIONNAIRES.map((q) => [q.id, q] as const))("%s passes the questionnaire schema", (_id, q) => {
    expect(questionnaireSchema.parse(q)).toEqual(q);
  });

  it("have distinct ids and distinct contents", () => {
    expect(new Set(SHIPPED_QUESTIONNAIRES.map((q) => q.id)).size).toBe(SHIPPED_QUESTIONNAIRES.length);
    expect(new Set(SHIPPED_QUESTIONNAIRES.map(questionnaireHashInput)).size).toBe(SHIPPED_QUESTIONNAIRES.length);
  });
});

describe("PHQ-9", () => {
  it("has the published instruction, nine scored problems and the unscored difficulty question", () => {
    expect(PHQ9.intro).toBe(
      "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
    );
    const scored = PHQ9.items.filter((item) => item.options?.every((option) => option.score !== undefined));
    expect(scored).toHaveLength(9);
    for (const item of scored) {
      expect(item.options?.map((option) => [option.label, option.score])).toEqual(FREQUENCIES);
    }
    expect(scored[0]?.text).toBe("Little interest or pleasure in doing things");
    expect(scored[8]).toMatchObject({
      linkId: PHQ9_SELF_HARM_ITEM,
      text: "Thoughts that you would be better off dead or of hurting yourself in some way",
    });
    const difficulty = PHQ9.items[9];
    expect(difficulty?.text).toBe(
      "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?",
    );
    expect(difficulty?.options?.map((option) => [option.label, option.score])).toEqual([
      ["Not difficult at all", undefined],
      ["Somewhat difficult", undefined],
      ["Very difficult", undefined],
      ["Extremely difficult", undefined],
    ]);
  });
});

describe("GAD-7", () => {
  it("has seven scored problems with the published answers", () => {
    expect(GAD7.items).toHaveLength(7);
    expect(GAD7.items.map((item) => item.text)).toContain("Not being able to stop or control worrying");
    for (const item of GAD7.items) {
      expect(item.required).toBe(true);
      expect(item.options?.map((option) => [option.label, option.score])).toEqual(FREQUENCIES);
    }
  });
});

describe("the intake form", () => {
  const minimal = {
    phone: "024 123 4567",
    address: "12 Ring Road, Accra",
    "emergency-name": "Kofi Mensah",
    "emergency-relationship": "Brother",
    "emergency-phone": "+233 20 765 4321",
    reasons: "I have been feeling low since I lost my job.",
    "previous-therapy": "no",
    medication: "no",
  };

  it("is complete with contact, emergency contact, reasons and two noes", () => {
    expect(answersFor(INTAKE, minimal).ok).toBe(true);
  });

  it("asks for details of previous therapy and of medication only after a yes", () => {
    const result = answersFor(INTAKE, { ...minimal, "previous-therapy": "yes", medication: "yes" });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(["previous-therapy-details", "medication-details"]);
  });

  it("takes the ways she may be contacted, any of phone, SMS and e-mail", () => {
    const result = answersFor(INTAKE, { ...minimal, "contact-consent": ["email", "sms"] });
    expect(result.ok && result.answers["contact-consent"]).toEqual(["sms", "email"]);
  });
});

describe("the consents", () => {
  it.each([CONSENT_TO_TREATMENT, TELETHERAPY_CONSENT])(
    "$id is signed with a typed name and a ticked box",
    (consent) => {
      expect(answersFor(consent, { signature: "Akosua Mensah", agree: false }).ok).toBe(false);
      expect(answersFor(consent, { agree: true }).ok).toBe(false);
      expect(answersFor(consent, { signature: "Akosua Mensah", agree: true })).toEqual({
        ok: true,
        answers: { agree: true, signature: "Akosua Mensah" },
      });
    },
  );

  it("the consent to treatment holds the confidentiality statement's sections", () => {
    const texts = CONSENT_TO_TREATMENT.items.map((item) => item.text).join("\n");
    for (const phrase of [
      "Confidentiality is the foundation of therapy.",
      "Harm to self: when we believe you are at serious and imminent risk of harming yourself.",
      "Court orders",
      "you can withdraw your consent at any time",
      "Records are kept in a secure system",
    ]) {
      expect(texts).toContain(phrase);
    }
  });

  it("the teletherapy consent covers privacy, connection, recording, dropped calls and the crisis lines", () => {
    const texts = TELETHERAPY_CONSENT.items.map((item) => item.text).join("\n");
    for (const phrase of ["private room", "connection", "never record", "If the connection drops"]) {
      expect(texts).toContain(phrase);
    }
    expect(texts).toContain(CRISIS_HELP.emergency);
    expect(texts).toContain("0800 678 678");
  });
});
