import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BROTLI_QUALITY, BROTLI_WINDOW_BITS } from "./prepared-answer.ts";

/**
 * Answers travel compressed to browsers that accept it (all do): a page of 50 purchases or a
 * year's report is a fraction of its size on a phone's connection. What is already compressed is left as it is: the web build's .br/.gz copies
 * (sent with their Content-Encoding), and types that do not compress (PDFs, images). Only
 * answers under /api/ are compressed here: the web's files are compressed once, at build time.
 * Brotli's quality 3: a page of 50 rows is as small as at 4 (2.5 KB of 17 KB), and a year's report
 * of every store (3.4 MB) compresses in 20 ms instead of 61–78 ms, for 495 KB instead of 439 KB.
 * Its window is 256 KB (prepared-answer.ts says why): what bounds memory when many large answers
 * stream at once.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      // @fastify/compress leaves alone any request that carries this header.
      if (!request.url.startsWith("/api/")) request.headers["x-no-compression"] = "1";
    });
    await app.register(compress, {
      threshold: 1024,
      // Answers up to 256 KB (every list page, summary and dashboard) are compressed in one call
      // rather than through a stream: at quality 3 that is 0.03 ms for a page of 25 rows and
      // about 1 ms at the ceiling, where the stream cost four times the compression itself. The
      // plugin's default on 2 cores is 8 KB, under a list page.
      syncThreshold: 256 * 1024,
      encodings: ["br", "gzip"],
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        },
      },
    });
  },
  { name: "compression" },
);
