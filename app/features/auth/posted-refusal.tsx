/** A refusal of a form the browser posted itself: said in the form, since no toast can show yet. */
export function PostedRefusal({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
