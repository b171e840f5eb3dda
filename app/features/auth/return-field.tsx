import { RETURN_PARAM, returnPath } from "@domain/navigation";
import { useSearchParams } from "react-router";

/** Carries the page that sent the visitor to sign in (?next=…), so the server can send her back. */
export function ReturnField() {
  const [params] = useSearchParams();
  const next = returnPath(params.get(RETURN_PARAM));
  return next ? <input type="hidden" name={RETURN_PARAM} value={next} /> : null;
}
