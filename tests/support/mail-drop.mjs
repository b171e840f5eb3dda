// A small SMTP server that writes each message it receives to a file in `dir` (its first line
// "X-Drop-To: <recipients>", then the message as sent), for tests that read what the app e-mails:
// a sign-in link, a reset link. Only node: builtins.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/** Starts the drop on a free port; `url` is the SMTP_URL to give the app. */
export async function startMailDrop(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = createServer((socket) => {
    let to = [];
    let data = "";
    let inData = false;
    let buffer = "";
    socket.setEncoding("utf8");
    socket.write("220 mail-drop ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end !== -1; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            count += 1;
            const file = path.join(dir, `${Date.now()}-${process.pid}-${count}.eml`);
            writeFileSync(file, `X-Drop-To: ${to.join(", ")}\n${data}`);
            to = [];
            data = "";
            socket.write("250 OK: queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") socket.write("250-mail-drop\r\n250 8BITMIME\r\n");
        else if (command === "RCPT") {
          to.push(line.slice(8).trim().replace(/[<>]/g, ""));
          socket.write("250 OK\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtp.unref();
  const { port } = smtp.address();
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
