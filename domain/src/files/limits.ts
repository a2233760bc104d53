/** Sizes and lifetimes of uploaded files. */
/** 10 MB: attachments and résumés alike (docs/decisions.md; the settings' default maximum). */
export const MAX_FILE_BYTES = 10_485_760;

export const MAX_FILES_PER_UPLOAD = 10;

/** Temporary uploads not moved onto a record within this many hours are deleted. */
export const TEMP_FILE_TTL_HOURS = 24;
