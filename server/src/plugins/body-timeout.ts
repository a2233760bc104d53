import { MSG } from "@storeops/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a multipart upload: its body may take `uploadMs` to arrive, not `bodyMs`. */
    upload?: boolean;
  }
}

export interface BodyTimeouts {
  /** How long a request's body may take to arrive, and how long an upload may send nothing. */
  bodyMs: number;
  /** How long an upload route's body may take to arrive. */
  uploadMs: number;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/** 408 and the connection closed; once an answer has started, the connection is only closed. */
function timeOut(request: FastifyRequest, reply: FastifyReply) {
  if (reply.raw.headersSent || reply.sent) {
    request.raw.socket?.destroy();
    return;
  }
  reply
    .code(408)
    .header("connection", "close")
    .send({ message: MSG.requestTimedOut, code: "request_timeout" });
}

/**
 * A request's body must arrive within `bodyMs` (an upload route's within `uploadMs`, sending
 * something at least every `bodyMs`); past it the answer is 408 and the connection closes, so a
 * client that sends its headers and stalls holds nothing for long. The clocks stop once the body
 * has been read or the answer sent. Node's own requestTimeout (app.ts) caps every request too.
 */
export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance, timeouts: BodyTimeouts) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!hasBody(request)) return;
      const upload = request.routeOptions.config?.upload === true;
      const total = setTimeout(() => timeOut(request, reply), upload ? timeouts.uploadMs : timeouts.bodyMs);
      total.unref();
      // An upload may take long, but not stall: the socket's idle clock runs while its body arrives.
      const socket = request.raw.socket as typeof request.raw.socket | undefined;
      const idle =
        upload && typeof socket?.setTimeout === "function" && typeof request.raw.setTimeout === "function";
      if (idle) request.raw.setTimeout(timeouts.bodyMs, () => timeOut(request, reply));
      const stop = () => {
        clearTimeout(total);
        // Only while the answer is unsent: afterwards Node's keep-alive clock owns the socket's timeout.
        if (idle && !reply.raw.writableEnded) socket?.setTimeout(0);
      };
      request.raw.once("end", stop);
      reply.raw.once("finish", stop);
      reply.raw.once("close", stop);
    });
  },
  { name: "body-timeout" },
);
