import { type AddressInfo, createServer } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on localhost: enough of the protocol (EHLO, MAIL, RCPT, DATA,
 * QUIT) for a real mail client to deliver to it, so tests exercise the production transport.
 */
export async function startFakeSmtp(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = createServer((socket) => {
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    let buffer = "";
    socket.setEncoding("utf8");
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 OK: queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === "EHLO" || command === "HELO") socket.write("250-fake-smtp\r\n250 8BITMIME\r\n");
          else if (command === "MAIL") {
            current.from = line.slice(10).trim();
            socket.write("250 OK\r\n");
          } else if (command === "RCPT") {
            current.to.push(line.slice(8).trim());
            socket.write("250 OK\r\n");
          } else if (command === "DATA") {
            inData = true;
            socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
          } else if (command === "QUIT") {
            socket.end("221 Bye\r\n");
          } else socket.write("250 OK\r\n");
        }
        index = buffer.indexOf("\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
