/** The answer of an endpoint that only takes POST, to any other method. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
