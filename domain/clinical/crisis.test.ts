import { describe, expect, it } from "vitest";
import { CRISIS_HELP, questionnaireAlertEmail, SELF_HARM_NOTICE } from "./crisis";

describe("SELF_HARM_NOTICE", () => {
  const text = SELF_HARM_NOTICE.paragraphs.join("\n");

  it("tells her that her therapist has been told", () => {
    expect(text).toContain("Your therapist has been told");
  });

  it("gives Ghana's emergency number and the Mental Health Authority's free line, to call", () => {
    expect(CRISIS_HELP).toMatchObject({ emergency: "112", helpline: "0800 678 678" });
    expect(text).toContain("call 112");
    expect(text).toContain("0800 678 678");
    expect(SELF_HARM_NOTICE.calls.map((call) => call.number)).toEqual(["112", "0800 678 678"]);
  });
});

describe("questionnaireAlertEmail", () => {
  it("says only that a questionnaire needs attention, and the link", () => {
    const link = "https://example.test/staff/clients/c-1/questionnaires/r-9";
    const email = questionnaireAlertEmail(link);
    expect(email).toEqual({
      subject: "A questionnaire needs your attention",
      text: `A questionnaire needs your attention.\n\n${link}\n`,
    });
    expect(email.text.replace(link, "")).not.toMatch(/PHQ|score|item|dead|harm|\d/i);
  });
});
