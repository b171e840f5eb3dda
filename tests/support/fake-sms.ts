import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedText {
  to: string;
  from: string;
  message: string;
  reference: string;
  authorization: string | undefined;
}

/**
 * An SMS gateway on localhost speaking the JSON POST the practice's client sends, so tests run the
 * production client over real HTTP. `failNext` answers 503 to the next n texts.
 */
export async function startFakeSms(): Promise<{
  url: string;
  received: ReceivedText[];
  failNext(n: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedText[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      if (failures > 0) {
        failures--;
        response.writeHead(503).end();
        return;
      }
      const text = JSON.parse(body) as Omit<ReceivedText, "authorization">;
      received.push({ ...text, authorization: request.headers.authorization });
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id: received.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
