import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { SmtpConfig } from "../../config.ts";

/** One email: plain text with a simple HTML twin. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** At most this many emails wait to be sent; past it new ones are dropped (and logged), never kept. */
export const MAIL_QUEUE_LIMIT = 500;
/** An SMTP server that does not answer in time fails the email, not the process. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The outgoing mail of one process (docs/decisions.md, Notifications): `send` queues in memory and
 * returns at once; one email goes out at a time through SMTP_URL. A slow or failing server only
 * delays or loses emails: each failure is logged, and the queue never holds more than
 * MAIL_QUEUE_LIMIT, so no request waits for it and memory does not grow.
 */
export class Mailer {
  private readonly queue: Email[] = [];
  private readonly transport;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly config: SmtpConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport({ url: config.url, ...TIMEOUTS });
  }

  /** Queues an email; false when the queue is full or the mailer closed (the email is dropped). */
  send(email: Email): boolean {
    if (this.closed) return false;
    if (this.queue.length >= MAIL_QUEUE_LIMIT) {
      this.log.warn({ to: email.to, subject: email.subject }, "mail queue full: notification email dropped");
      return false;
    }
    this.queue.push(email);
    this.running ??= this.drain();
    return true;
  }

  /** Resolves once every queued email was tried (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops taking emails, lets the queue finish within `graceMs`, and closes the connection. */
  async close(graceMs = 5_000): Promise<void> {
    this.closed = true;
    await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    this.queue.length = 0;
    this.transport.close();
  }

  /** Sends until the queue is empty; `running` is cleared in the same turn the queue is found empty. */
  private async drain(): Promise<void> {
    for (let email = this.queue.shift(); email; email = this.queue.shift()) {
      try {
        await this.transport.sendMail({ from: this.config.from, ...email });
      } catch (error) {
        this.log.error({ err: error, to: email.to, subject: email.subject }, "notification email failed");
      }
    }
    this.running = null;
  }
}
