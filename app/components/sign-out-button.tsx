import { Form } from "react-router";

/** Sign Out: a POST to /sign-out, so a link followed by a crawler or a prefetch cannot sign anyone out. */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}
