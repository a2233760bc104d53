import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One email as it arrived: envelope recipients, the decoded subject and the raw message. */
export interface ArrivedEmail {
  to: string[];
  from: string;
  subject: string;
  raw: string;
}

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words of a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((header) => /^subject:/i.test(header)) ?? "";
  return decodeHeader(line.replace(/^subject:\s*/i, ""));
}

/**
 * A real SMTP server for a test (the smtp-server package) on an ephemeral port of 127.0.0.1: it
 * accepts every email without authentication or TLS and keeps what arrived. `url` is what
 * SMTP_URL would say.
 */
export async function startSmtpSink() {
  const arrived: ArrivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        arrived.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: subjectOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    /** The emails that arrived for one address. */
    to: (address: string) => arrived.filter((email) => email.to.includes(address)),
    clear: () => {
      arrived.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
