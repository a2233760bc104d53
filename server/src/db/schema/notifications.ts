/** The tables of notifications that reach people (migration 035, docs/decisions.md, Notifications). */

/** A person's channel for one event: bell, email, digest or off. */
export interface NotificationPreferencesTable {
  user_id: string;
  event: string;
  channel: string;
  updated_at: string;
}

/** An event waiting for a person's daily digest email; `sent_at` once it went out. */
export interface NotificationDigestTable {
  id: string;
  user_id: string;
  event: string;
  /** English, as the message table words it; the email reads it in the person's language. */
  title: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** A notification given once and never again: `takings:{store}:{date}`, `digest:{user}:{date}`. */
export interface NotificationMarksTable {
  key: string;
  created_at: string;
}
