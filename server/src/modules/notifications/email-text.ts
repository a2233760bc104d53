import { type AppLanguage, digestSubject, localizeMessage, MSG } from "@storeops/domain";
import type { Email } from "./mailer.ts";

/** A notice as the message table words it (English); each reader gets it in their language. */
export interface Notice {
  title: string;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paragraph = (text: string, style = "") =>
  `<p${style ? ` style="${style}"` : ""}>${escapeHtml(text)}</p>`;

const FOOTER_STYLE = "color:#666;font-size:12px";

/** The notice in the reader's language. */
export function localizeNotice(notice: Notice, language: AppLanguage): Notice {
  return { title: localizeMessage(notice.title, language), body: localizeMessage(notice.body, language) };
}

/** One event's email: its title as the subject, its body, the preferences footer. */
export function noticeEmail(to: string, notice: Notice, language: AppLanguage): Email {
  const { title, body } = localizeNotice(notice, language);
  const footer = localizeMessage(MSG.notifyEmailFooter, language);
  return {
    to,
    subject: title,
    text: `${body}\n\n-- \n${footer}\n`,
    html: `<!doctype html><html><body><h2>${escapeHtml(title)}</h2>${paragraph(body)}<hr>${paragraph(footer, FOOTER_STYLE)}</body></html>`,
  };
}

/** The daily digest: one email listing the day's notices, oldest first. */
export function digestEmail(to: string, date: string, notices: Notice[], language: AppLanguage): Email {
  const items = notices.map((notice) => localizeNotice(notice, language));
  const subject = localizeMessage(digestSubject(date, items.length), language);
  const intro = localizeMessage(MSG.notifyDigestIntro, language);
  const footer = localizeMessage(MSG.notifyEmailFooter, language);
  return {
    to,
    subject,
    text: `${intro}\n\n${items.map((item) => `* ${item.title}\n  ${item.body}`).join("\n\n")}\n\n-- \n${footer}\n`,
    html: `<!doctype html><html><body>${paragraph(intro)}<ul>${items
      .map((item) => `<li><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body)}</li>`)
      .join("")}</ul><hr>${paragraph(footer, FOOTER_STYLE)}</body></html>`,
  };
}
