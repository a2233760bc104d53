/** Sizes and lifetimes of uploaded files. */
/** 10 MB: attachments and résumés alike (docs/decisions.md; the settings' default maximum). */
export const MAX_FILE_BYTES = 10_485_760;

export const MAX_FILES_PER_UPLOAD = 10;

/** Temporary uploads not moved onto a record within this many hours are deleted. */
export const TEMP_FILE_TTL_HOURS = 24;

/**
 * Temporary uploads one user may have waiting to be attached (they are kept 24 hours): a few
 * forms' worth of files, and ten files at the default maximum size.
 */
export const PENDING_UPLOADS_PER_USER = { files: 30, bytes: 100 * 1024 * 1024 };

/** Bytes of temporary uploads waiting over all users; past it, uploads are refused until some are attached or expire. */
export const PENDING_UPLOAD_BYTES_TOTAL = 2 * 1024 * 1024 * 1024;
