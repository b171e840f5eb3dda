import { RETURN_PARAM, returnPath, returnsToRegistration } from "@domain/navigation";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { Logo } from "~/components/logo";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import type { loader as rootLoader } from "~/root";
import { SignInPanel } from "./sign-in-panel";
import { SignUpPanel } from "./sign-up-panel";
import type { AuthActionData } from "./use-auth-result";

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

/**
 * Spec 001 §2 put a HIPAA compliance note here; the practice is in Ghana and under Ghana's law, not
 * the United States', so the note says only what is so (decision record 0029).
 */
export const PRIVACY_NOTE =
  "Your information is handled under Ghana's Data Protection Act, 2012 (Act 843): only your therapist and the practice staff who need it can see your records, and you can download everything we keep about you from your portal.";

type AuthTab = "signin" | "signup";

/**
 * The tab shown: the one she chose, at once, while the address catches up with her choices (two
 * quick taps make two address changes, the first of which lands after the second tap); the
 * address's own when it changes by anything else (the header's Sign Up link on this page).
 */
function useChosenTab(addressTab: AuthTab) {
  const [chosen, setChosen] = useState<AuthTab | null>(null);
  const pending = useRef(0);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of address, by its key
  useEffect(() => {
    if (chosen === null) return;
    if (addressTab === chosen) pending.current = 0;
    else if (pending.current > 0) pending.current -= 1;
    else setChosen(null);
  }, [key]);
  return {
    value: chosen ?? addressTab,
    choose(next: AuthTab) {
      pending.current += 1;
      setChosen(next);
    },
  };
}

/** Spec 001 §2: Sign In and Sign Up tabs (Sign In by default) under the practice's welcome. */
export function AuthPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [params, setParams] = useSearchParams();
  // A sign-up the browser posted itself and the server refused comes back to its own tab.
  const posted = useActionData<AuthActionData>();
  const addressTab =
    params.get("tab") === "signup" || (posted && !posted.ok && posted.intent === "signup") ? "signup" : "signin";
  const tab = useChosenTab(addressTab);
  const name = root?.practice.name ?? "";
  const booking = returnPath(params.get(RETURN_PARAM))?.startsWith("/book?") ?? false;
  const registering = returnsToRegistration(params.get(RETURN_PARAM));
  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="flex flex-col items-center text-center">
        <Logo className="size-12" />
        <h1 className="mt-4 font-serif text-3xl text-brand-900">Welcome to {name} Therapy</h1>
        <p className="mt-2 text-stone-600">Sign in to your portal, or create an account to book your first session.</p>
        {booking ? (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            The service and time you chose are kept: once you are in, you go back to your booking to confirm it.
          </p>
        ) : null}
        {registering ? (
          <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            To register for an event, sign in or create an account: once you are in, you go straight back to it.
          </p>
        ) : null}
      </div>
      <Tabs
        value={tab.value}
        onValueChange={(value) => {
          tab.choose(value === "signup" ? "signup" : "signin");
          // The other tab keeps the page to return to (?next=…), and anything else the address holds.
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === "signup") next.set("tab", "signup");
              else next.delete("tab");
              return next;
            },
            { replace: true },
          );
        }}
        className="mt-8"
      >
        <TabList aria-label="Sign in or sign up" className="flex gap-1 rounded-full bg-stone-200/70 p-1">
          <Tab value="signin" className={tabClass}>
            Sign In
          </Tab>
          <Tab value="signup" className={tabClass}>
            Sign Up
          </Tab>
        </TabList>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <TabPanel value="signin">
            <SignInPanel />
          </TabPanel>
          <TabPanel value="signup">
            <SignUpPanel practiceName={name} />
          </TabPanel>
        </div>
      </Tabs>
      <p className="mt-8 flex items-start gap-2 text-xs text-stone-600">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {PRIVACY_NOTE}{" "}
          <Link to="/privacy-policy" className="text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
        </span>
      </p>
    </main>
  );
}
