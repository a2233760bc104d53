import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadFileStoreConfig } from "./config.ts";

describe("FILE_STORE configuration", () => {
  it("defaults to the folder", () => {
    expect(loadFileStoreConfig({})).toEqual({ kind: "directory" });
  });

  it("reads the bucket, region, endpoint and keys; path style follows the endpoint", () => {
    expect(loadFileStoreConfig({ FILE_STORE: "s3", S3_BUCKET: "files" })).toEqual({
      kind: "s3",
      bucket: "files",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadFileStoreConfig({
        FILE_STORE: "s3",
        S3_BUCKET: "files",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-west-1",
        AWS_ACCESS_KEY_ID: "key",
        AWS_SECRET_ACCESS_KEY: "secret",
      }),
    ).toMatchObject({
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    const virtualHosted = {
      FILE_STORE: "s3",
      S3_BUCKET: "b",
      S3_ENDPOINT: "http://x",
      S3_FORCE_PATH_STYLE: "false",
    };
    expect(loadFileStoreConfig(virtualHosted)).toMatchObject({ forcePathStyle: false });
  });

  it("refuses what it cannot start with, saying what to set", () => {
    expect(() => loadFileStoreConfig({ FILE_STORE: "ftp" })).toThrow(
      'FILE_STORE must be "directory" or "s3"',
    );
    expect(() => loadFileStoreConfig({ FILE_STORE: "s3" })).toThrow("needs S3_BUCKET");
    expect(() => loadFileStoreConfig({ FILE_STORE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "minio" })).toThrow(
      "S3_ENDPOINT must be a URL",
    );
    expect(() =>
      loadFileStoreConfig({ FILE_STORE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "maybe" }),
    ).toThrow("S3_FORCE_PATH_STYLE must be true or false");
    expect(() => loadFileStoreConfig({ FILE_STORE: "s3", S3_BUCKET: "b", AWS_ACCESS_KEY_ID: "k" })).toThrow(
      "Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    );
  });
});

describe("request body timeouts", () => {
  it("default to 30 s for a body and 600 s for an upload, in seconds from the environment", () => {
    expect(loadConfig({}).timeouts).toEqual({ bodyMs: 30_000, uploadMs: 600_000 });
    expect(loadConfig({ BODY_TIMEOUT_SECONDS: "10", UPLOAD_TIMEOUT_SECONDS: "120" }).timeouts).toEqual({
      bodyMs: 10_000,
      uploadMs: 120_000,
    });
  });

  it("refuse a value that is not a whole number of seconds", () => {
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ UPLOAD_TIMEOUT_SECONDS: "ten" })).toThrow(/UPLOAD_TIMEOUT_SECONDS/);
  });
});

describe("SMTP configuration", () => {
  it("is off without SMTP_URL; reads the URL and the From address, with a default From", () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_URL: "smtp://user:pass@mail.example.com:587" }).smtp).toEqual({
      url: "smtp://user:pass@mail.example.com:587",
      from: "StoreOps <no-reply@mail.example.com>",
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://mail.example.com", SMTP_FROM: "Ops <ops@example.com>" }).smtp,
    ).toEqual({
      url: "smtps://mail.example.com",
      from: "Ops <ops@example.com>",
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(ConfigError);
  });
});
