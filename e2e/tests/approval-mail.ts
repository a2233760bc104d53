import { SMTPServer } from "smtp-server";

/** What arrived at the e2e SMTP server: envelope recipients and the raw message. */
export interface Mail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on the port the e2e server sends to (playwright.config.ts: E2E_PORT + 25),
 * accepting every email; `mails` grows as they arrive.
 */
export async function startMailbox(): Promise<{ mails: Mail[]; close: () => Promise<void> }> {
  const port = Number(process.env.E2E_PORT ?? 3100) + 25;
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
