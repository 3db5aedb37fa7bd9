/**
 * The one template system for every customer message (decision 0181): the office's wording
 * (plain text with `{placeholders}`, shared/domain/messages.ts) poured into one branded layout.
 * Email gets an HTML part and a plain-text part; a text message is the body plus the sign-off.
 * Typed functions instead of React Email or MJML: the office edits plain words, so the layout is
 * a single fixed table, and escaping every filled value is the only rule that matters.
 */
import { COMPANY, fillWording, type MessageFacts, type MessageWording } from '@haul/shared';

const BRAND = '#15803d';
const INK = '#0f172a';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `{unsubscribe}` in the output is replaced per message when it is sent (the link has the message's token). */
export const UNSUBSCRIBE_SLOT = '{unsubscribe}';

export function renderEmail(wording: MessageWording, facts: MessageFacts): RenderedEmail {
  const subject = fillWording(wording.subject, facts).replace(/[\r\n]+/g, ' ');
  const body = fillWording(wording.body, facts);
  const paragraphs = body.split(/\n{2,}/);
  const text = [
    body,
    '',
    `${COMPANY.name} · ${COMPANY.phone} · ${COMPANY.siteUrl}`,
    `Unsubscribe: ${UNSUBSCRIBE_SLOT}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(COMPANY.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
<p style="margin:0"><a href="${COMPANY.phoneHref}" style="color:${BRAND};font-weight:bold">Call ${escapeHtml(COMPANY.phone)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#475569;border-top:1px solid #e2e8f0">
${escapeHtml(COMPANY.legalName)} · ${escapeHtml(COMPANY.tagline)}<br>
<a href="${UNSUBSCRIBE_SLOT}" style="color:#475569">Unsubscribe</a> from these emails.
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** A text message: the filled body, signed, with the opt-out line carriers expect. */
export function renderText(wording: MessageWording, facts: MessageFacts): string {
  return `${COMPANY.shortName}: ${fillWording(wording.body, facts)} Reply STOP to opt out.`;
}

/** The per-message unsubscribe link in place of the slot (the HTML one escaped). */
export function withUnsubscribeLink(content: string, url: string): string {
  return content.replaceAll(UNSUBSCRIBE_SLOT, escapeHtml(url));
}
