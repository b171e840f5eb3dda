import { describe, expect, it } from "vitest";
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_SERVICE_LABELS,
  isHoneypotFilled,
  readContactForm,
} from "./contact";
import { validateContactInquiry } from "./contact-inquiry";
import { CONTACT_SERVICES } from "./enums";

const valid = {
  firstName: "Akosua",
  lastName: "Mensah",
  email: "akosua@example.com",
  phone: "+233 24 123 4567",
  preferredService: "individual",
  message: "I would like to talk about managing stress at work.",
};

async function errorsFor(input: Record<string, unknown>) {
  const result = await validateContactInquiry(input);
  if (result.ok) throw new Error("expected the input to be rejected");
  return result.fieldErrors;
}

describe("validateContactInquiry", () => {
  it("accepts a complete inquiry and trims every text", async () => {
    const result = await validateContactInquiry({
      ...valid,
      firstName: "  Akosua ",
      email: " akosua@example.com ",
      message: `  ${valid.message}  `,
    });
    expect(result).toEqual({
      ok: true,
      inquiry: { ...valid, firstName: "Akosua", email: "akosua@example.com", message: valid.message },
    });
  });

  it("treats an empty or blank phone as no phone", async () => {
    for (const phone of ["", "   ", undefined]) {
      const result = await validateContactInquiry({ ...valid, phone });
      expect(result.ok && result.inquiry.phone).toBeUndefined();
    }
  });

  it("accepts every service of the form and nothing else", async () => {
    for (const service of CONTACT_SERVICES) {
      expect((await validateContactInquiry({ ...valid, preferredService: service })).ok).toBe(true);
      expect(CONTACT_SERVICE_LABELS[service]).toMatch(/Therapy$/);
    }
    expect((await errorsFor({ ...valid, preferredService: "walking" })).preferredService).toBe(
      "Please choose the service you are interested in.",
    );
    expect((await errorsFor({ ...valid, preferredService: "" })).preferredService).toBeDefined();
  });

  it("requires both names, at most 80 characters each", async () => {
    expect((await errorsFor({ ...valid, firstName: "   " })).firstName).toBe("Please enter your first name.");
    expect((await errorsFor({ ...valid, lastName: "" })).lastName).toBe("Please enter your last name.");
    expect((await validateContactInquiry({ ...valid, firstName: "A".repeat(CONTACT_LIMITS.nameMax) })).ok).toBe(true);
    expect((await errorsFor({ ...valid, firstName: "A".repeat(CONTACT_LIMITS.nameMax + 1) })).firstName).toBe(
      "Your first name must be 80 characters or fewer.",
    );
  });

  it("requires a valid e-mail address", async () => {
    expect((await errorsFor({ ...valid, email: "" })).email).toBe("Please enter your e-mail address.");
    for (const email of ["akosua", "akosua@", "@example.com", "akosua@example", "a b@example.com"]) {
      expect((await errorsFor({ ...valid, email })).email).toBe(
        "Please enter a valid e-mail address, such as name@example.com.",
      );
    }
  });

  it("accepts phone numbers of 7 to 20 digits, spaces, dashes or +", async () => {
    for (const phone of ["0241234567", "+233 24 123 4567", "024-123-4567", "1234567", "+1 555 010 0199 1234"]) {
      expect((await validateContactInquiry({ ...valid, phone })).ok, phone).toBe(true);
    }
    for (const phone of ["12345", "024 123 456 789 012 345", "+233 (24) 1234567", "call me", "+ - - - - - -"]) {
      expect((await errorsFor({ ...valid, phone })).phone, phone).toMatch(/valid phone number/);
    }
  });

  it("wants a message of 10 to 2000 characters", async () => {
    expect((await errorsFor({ ...valid, message: "Help me" })).message).toBe(
      "Please write a little more (at least 10 characters) so we know how to help.",
    );
    expect((await errorsFor({ ...valid, message: "    short     " })).message).toBeDefined();
    expect((await validateContactInquiry({ ...valid, message: "x".repeat(CONTACT_LIMITS.messageMax) })).ok).toBe(true);
    expect((await errorsFor({ ...valid, message: "x".repeat(CONTACT_LIMITS.messageMax + 1) })).message).toBe(
      "Please keep your message under 2,000 characters.",
    );
  });

  it("reports one message per field, for every field at once", async () => {
    const errors = await errorsFor({});
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "message", "preferredService"]);
    expect(Object.values(errors).every((m) => typeof m === "string" && m.length > 0)).toBe(true);
  });

  it("ignores fields the form does not have", async () => {
    const result = await validateContactInquiry({ ...valid, status: "archived", sourceHash: "x" });
    expect(result.ok && Object.keys(result.inquiry).sort()).toEqual([...CONTACT_FIELDS].sort());
  });
});

describe("readContactForm and the honeypot", () => {
  it("reads the fields as strings, missing ones as empty, files as empty", async () => {
    const form = new FormData();
    form.set("firstName", "Kofi");
    form.set("message", new Blob(["not text"]));
    form.set("unexpected", "ignored");
    const values = readContactForm(form);
    expect(values.firstName).toBe("Kofi");
    expect(values.message).toBe("");
    expect(values.email).toBe("");
    expect(values[CONTACT_HONEYPOT_FIELD]).toBe("");
    expect(Object.keys(values)).not.toContain("unexpected");
  });

  it("says a filled honeypot is a bot, an empty one is not", async () => {
    expect(isHoneypotFilled({ [CONTACT_HONEYPOT_FIELD]: "https://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ [CONTACT_HONEYPOT_FIELD]: "  " })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
