// HTTP/1.1 written by hand on a socket of its own: methods, paths, headers and bodies that fetch
// would refuse to send or would tidy up first (TRACE, %FF, a Host that is not a host...).
import net from "node:net";

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  head: string;
  body: string;
}

/** Sends one request (Connection: close) and reads the answer until the server closes. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const headers: Record<string, string> = { Host: `127.0.0.1:${port}`, Connection: "close", ...request.headers };
  if (request.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(request.body));
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${request.method} ${request.target.slice(0, 80)}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const answerHead = split < 0 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answerHead)?.[1] ?? 0);
      resolve({ status, head: answerHead, body: split < 0 ? "" : text.slice(split + 4) });
    });
    socket.write(`${head}\r\n\r\n${request.body ?? ""}`);
  });
}
