// The browser tests' server: the production start script, with its e-mail sent over real SMTP
// to a small mail drop that writes each message to a file under $E2E_MAIL_DIR, where the tests
// read it (a sign-in link, say), and Google's servers stood in for. Only node: builtins; the
// app itself is unchanged.
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = process.env.E2E_MAIL_DIR;
if (!dir) throw new Error("E2E_MAIL_DIR must name the folder the mail drop writes to");
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
const { port } = smtp.address();
smtp.unref();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// Google's OAuth and Calendar servers, stood in for by tests/support/fake-google.ts (plain
// node: builtins, loaded as TypeScript by Node itself).
const { startFakeGoogle } = await import(pathToFileURL(path.join(root, "tests/support/fake-google.ts")).href);
const google = await startFakeGoogle();
process.env.GOOGLE_CLIENT_ID = "e2e-google-client";
process.env.GOOGLE_CLIENT_SECRET = "e2e-google-secret";
process.env.GOOGLE_OAUTH_BASE_URL = google.url;
process.env.GOOGLE_TOKEN_BASE_URL = google.url;
process.env.GOOGLE_API_BASE_URL = google.url;
await import(pathToFileURL(path.join(root, "scripts/start.mjs")).href);
