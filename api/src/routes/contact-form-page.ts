/**
 * The pages a visitor sees after posting the contact form without JavaScript (decision 0015): a
 * success page, or the problem and what to do next (the fields to fix, wait or call). Small,
 * self-contained HTML; the browser's Back button returns to the form with what was typed.
 * `hono/html` escapes every interpolated value.
 */
import { COMPANY, CONTACT_FIELD_LABELS } from '@haul/shared';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

const isLabelled = (field: string): field is keyof typeof CONTACT_FIELD_LABELS => field in CONTACT_FIELD_LABELS;
/** The label the form shows, so a message names the field the visitor sees. */
const labelOf = (field: string) => (isLabelled(field) ? CONTACT_FIELD_LABELS[field] : field);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{font-size:1.75rem;margin:0 0 .75rem}p,li{line-height:1.6}a{color:#15803d;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.button{display:inline-flex;align-items:center;min-height:48px;padding:0 1.25rem;border-radius:.5rem;background:#15803d;color:#fff;text-decoration:none}
.button.secondary{background:#fbbf24;color:#0f172a}`;

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} | ${COMPANY.name}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      ${body}
      <div class="actions">
        <a class="button secondary" href="${COMPANY.phoneHref}">Call ${COMPANY.phone}</a>
        <a class="button" href="/">Back to the home page</a>
      </div>
    </main>
  </body>
</html>`;
}

export const contactSentPage = () =>
  layout(
    'Request Submitted!',
    html`<h1>Request Submitted!</h1>
      <p>We'll contact you within ${COMPANY.callbackPromiseHours} hours for your free estimate.</p>`,
  );

/** The form's answers were refused: each field's message under its label. */
export const contactInvalidPage = (fields: Record<string, string>) =>
  layout(
    'Please check your request',
    html`<h1>Please check your request</h1>
      <p>Nothing was sent yet. Go back (your browser's Back button keeps what you typed) and fix:</p>
      <ul>
        ${Object.entries(fields).map(([field, message]) => html`<li><strong>${labelOf(field)}</strong>: ${message}</li>`)}
      </ul>`,
  );

/** Any other refusal (too many submissions, a failure on our side): the server's own sentence. */
export const contactFailedPage = (message: string) =>
  layout(
    'Your request was not sent',
    html`<h1>Your request was not sent</h1>
      <p>${message}</p>`,
  );
