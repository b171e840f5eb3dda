import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { chooseGhana, collectErrors } from "./support/page-checks";

// Spec 000 §2.4: the home page once a region is chosen, and its contact form.

const contactForm = (page: Page) => page.getByRole("form", { name: "Schedule a Consultation" });

async function fillValidInquiry(page: Page) {
  const form = contactForm(page);
  await form.getByLabel("First name").fill("Abena");
  await form.getByLabel("Last name").fill("Owusu");
  await form.getByLabel("E-mail").fill("abena@example.com");
  await form.getByLabel("Phone").fill("+233 24 555 0101");
  await form.getByLabel("Preferred service").selectOption("family");
  await form.getByLabel("Message").fill("We would like some support as a family after a difficult year.");
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseGhana(context, baseURL);
});

test("the home page: sections in order, meta tags, no console errors", async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /Therapy is a bridge/ })).toBeVisible();
  await expect(page.getByText(/Over 16 years of practice/)).toBeVisible();
  await expect(page.getByText("Scroll to explore")).toBeVisible();

  const order = await page.locator("main section[id]").evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(order).toEqual(["services", "why-choose-me", "contact"]);
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual(["How can I support you?", "Why work with me?", "In their words", "Get in touch"]);

  await expect(page).toHaveTitle("Nkabom Therapy & Wellness | Therapy in Accra, Ghana and online");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Accra/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  expect(errors).toEqual([]);
});

test("nothing shifts while the page loads and hydrates", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});

test("the call to action jumps to the services; the cards link to their pages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Let's start the conversation" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator("#services")).toBeInViewport();

  const services = page.locator("#services");
  for (const [name, href] of [
    ["Individual Therapy", "/services"],
    ["Couples Therapy", "/services"],
    ["Family Therapy", "/services"],
    ["Corporate Services", "/corporate-services"],
  ] as const) {
    await expect(services.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
});

test("why work with me: the video loads only on click, the first step goes to /book", async ({ page }) => {
  const platformRequests: string[] = [];
  page.on("request", (request) => {
    if (/youtube|ytimg|googlevideo/.test(request.url())) platformRequests.push(request.url());
  });
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
  await page.goto("/");
  const section = page.locator("#why-choose-me");
  await expect(section.getByRole("heading", { name: "Why work with me?" })).toBeVisible();
  await expect(section.getByText(/sensorimotor psychotherapy, cognitive behavioural therapy/)).toBeVisible();
  await expect(section.getByRole("link", { name: "Take the first gentle step →" })).toHaveAttribute("href", "/book");

  await section.scrollIntoViewIfNeeded();
  // The player's frame is in the page, closed, and a closed frame fetches nothing.
  await expect(section.locator("iframe")).toBeHidden();
  expect(platformRequests).toEqual([]);

  await section.getByText(/Play the welcome video/).click();
  const frame = section.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
  await expect(frame).toHaveAttribute("title", /welcome/i);
});

test("testimonials rotate by themselves, cycle, and the dots choose one", async ({ page }) => {
  await page.goto("/");
  const slides = page.getByTestId("testimonial");
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  // The rotation's timer starts once the page has hydrated.
  await waitForHydration(page);

  const started = Date.now();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true", { timeout: 6000 });
  expect(Date.now() - started).toBeGreaterThan(2500);
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true", { timeout: 6000 });

  await page.getByRole("tab", { name: "Show testimonial 2 of 2" }).click();
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await expect(page.getByRole("tab", { name: "Show testimonial 2 of 2" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Show testimonial 1 of 2" })).toHaveAttribute("aria-selected", "false");
  // The arrow keys move between the tabs, as in any tab list.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Show testimonial 1 of 2" })).toBeFocused();
  await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");

  await page.getByRole("checkbox", { name: "Pause rotating testimonials" }).check();
  await page.waitForTimeout(4500);
  await expect(slides.nth(1)).toHaveAttribute("data-active", "true");

  const share = page.getByRole("link", { name: /Share your own experience/ });
  await expect(share).toHaveAttribute("target", "_blank");
  await expect(share).toHaveAttribute("rel", "noopener noreferrer");
  await expect(share).toHaveAttribute("href", /^https:\/\//);
});

test("the contact card and office hours", async ({ page }) => {
  await page.goto("/");
  const contact = page.locator("#contact");
  await expect(contact.getByRole("heading", { name: "Schedule a Consultation" })).toBeVisible();
  await expect(contact.getByRole("link", { name: /\+233/ })).toHaveAttribute("href", /^tel:\+233\d+$/);
  await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(contact.getByText("Inside a physiotherapy clinic in Abelemkpe, Accra, Ghana")).toBeVisible();
  for (const name of ["LinkedIn", "Instagram"]) {
    const link = contact.getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", new RegExp(name.toLowerCase()));
  }
  const hours = contact.getByRole("region", { name: "Office hours" });
  await expect(hours).toContainText("Monday");
  await expect(hours).toContainText("9:00 AM - 5:00 PM");
  await expect(hours).toContainText("Tuesday - Thursday");
  await expect(hours).toContainText("Closed");
  await expect(hours).toContainText("In-person sessions available Tuesday and Thursday");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the bottom bar appears past 300 px: Book a Session and the region panel", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("mobile-bottom-bar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 420));
    await expect(bar).toBeVisible();
    const toggle = bar.getByRole("button", { name: "Region" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(bar.locator("#bottom-bar-regions").getByRole("button", { name: /Ghana/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await toggle.click();
    await expect(bar.locator("#bottom-bar-regions")).toHaveCount(0);

    await bar.getByRole("link", { name: "Book a Session" }).click();
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { name: "Choose a service" })).toBeVisible();
  });
});

test.describe("the contact form", () => {
  test("shows each problem under its field and keeps what was typed", async ({ page }) => {
    await page.goto("/");
    // The page's own checks (before hydration, the browser's: first-tap-public.spec.ts).
    await waitForHydration(page);
    const form = contactForm(page);
    await form.getByLabel("First name").fill("Kojo");
    await form.getByLabel("Last name").fill("Boateng");
    await form.getByLabel("E-mail").fill("kojo.example.com");
    await form.getByLabel("Preferred service").selectOption("couples");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();

    const email = form.getByLabel("E-mail");
    await expect(form.getByText("Please enter a valid e-mail address, such as name@example.com.")).toBeVisible();
    await expect(form.getByText(/Please write a little more \(at least 10 characters\)/)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address, such as name@example.com.");
    await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "false");
    await expect(email).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText("Please check the highlighted fields.");

    await expect(form.getByLabel("First name")).toHaveValue("Kojo");
    await expect(form.getByLabel("Last name")).toHaveValue("Boateng");
    await expect(email).toHaveValue("kojo.example.com");
    await expect(form.getByLabel("Preferred service")).toHaveValue("couples");
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
  });

  test("the server checks too: 400 with the messages, the typed values echoed", async ({ page }) => {
    await page.goto("/");
    // A post without JavaScript goes straight to the server action.
    const response = await page.request.post("/?index", {
      headers: { Origin: new URL(page.url()).origin },
      form: {
        firstName: "Kojo",
        lastName: "Boateng",
        email: "not-an-address",
        phone: "",
        preferredService: "group",
        message: "Too short",
        website: "",
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid e-mail address, such as name@example.com.");
    expect(html).toContain("Please write a little more (at least 10 characters)");
    expect(html).toContain('value="Kojo"');
  });

  test("a valid inquiry is sent: a success toast, and the form is cleared", async ({ page }) => {
    await page.goto("/");
    await fillValidInquiry(page);
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    const response = await posted;
    expect(response.status()).toBe(200);

    await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
    await expect(page.getByText(/Thank you for reaching out/)).toBeVisible();
    await expect(contactForm(page).getByLabel("First name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
    await expect(contactForm(page).getByRole("alert")).toHaveCount(0);
  });

  test("the honeypot is hidden from people and keyboards; a bot that fills it is told 'sent'", async ({ page }) => {
    await page.goto("/");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    await expect(trap).not.toBeInViewport();

    const form = contactForm(page);
    await form.getByLabel("Message").focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();

    await fillValidInquiry(page);
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = "https://cheap-pills.example";
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
  });
});

test("structured data describes the practice and carries the page's nonce", async ({ page }) => {
  const response = await page.request.get("/");
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const match = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
  expect(match?.[1]).toBe(nonce);
  const data = JSON.parse(match?.[2] ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    name: "Nkabom Therapy & Wellness",
    telephone: expect.stringMatching(/^\+233/),
    email: expect.stringContaining("@"),
    address: { "@type": "PostalAddress", addressLocality: "Abelemkpe, Accra", addressCountry: "GH" },
  });
  expect(data.sameAs).toEqual([expect.stringContaining("linkedin"), expect.stringContaining("instagram")]);
  expect(data.openingHoursSpecification).toHaveLength(2);
});
