import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Brotli's quality for API answers (plugins/compression.ts says why 3). */
export const BROTLI_QUALITY = 3;

/**
 * Brotli's window for API answers: 2^18 = 256 KB instead of the default 4 MB. Each answer
 * compressed as a stream (over 256 KB: a year's report of every store, 3.4 MB) holds its encoder's
 * window and tables until it ends; 32 of them at once took 140 MB with the default window and
 * 49 MB with this one, and the report came out smaller (482 KB instead of 495 KB at quality 3).
 */
export const BROTLI_WINDOW_BITS = 18;

/**
 * A JSON answer made once and sent many times (a kept dashboard): its text, and its brotli form
 * made on the first request that accepts it. Sending it costs neither serializing nor compressing
 * again; for the admin dashboard's 86 KB those were a third of a kept answer's time.
 */
export class PreparedAnswer {
  #brotli: Buffer | undefined;

  constructor(readonly json: string) {}

  get brotli(): Buffer {
    this.#brotli ??= zlib.brotliCompressSync(this.json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
      },
    });
    return this.#brotli;
  }
}

/** Whether the request's Accept-Encoding takes brotli (listed, and not with q=0). */
export function acceptsBrotli(request: FastifyRequest): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== "br") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Sends a prepared answer: brotli to a client that takes it (the compression plugin leaves an
 * answer that already has its Content-Encoding alone), the JSON text otherwise (compressed by the
 * plugin as any answer, e.g. gzip).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (acceptsBrotli(request)) return reply.header("content-encoding", "br").send(answer.brotli);
  return reply.send(answer.json);
}
