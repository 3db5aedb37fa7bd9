/**
 * The customer's invoice as an HTML page (at an unguessable link) and a PDF (pdf-lib: pure
 * JavaScript, no browser or native build, and it embeds the signature PNG as it is), with the
 * company's details, the lines, the total and the signature.
 */
import { COMPANY, formatCents, type Invoice, invoiceNumberLabel } from '@haul/shared';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: COMPANY.timeZone, dateStyle: 'long' });

export interface InvoiceDocument {
  invoice: Invoice;
  customerAddress: string;
  signaturePng: string;
}

const STATUS_WORDS: Record<Invoice['status'], string> = { open: 'Due', paid: 'Paid', void: 'Void' };

/**
 * `payOnline`: a payment provider is configured, so an open invoice offers "Pay by card online".
 * `justPaid`: the customer is back from the provider's page (`?paid=1`); until its webhook lands
 * the invoice is still open, so the page says the payment is being confirmed instead of offering it again.
 */
export function invoiceHtml(
  { invoice, customerAddress, signaturePng }: InvoiceDocument,
  { payOnline, justPaid = false }: { payOnline: boolean; justPaid?: boolean } = { payOnline: false },
): string {
  const rows = invoice.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.label)}</td><td class="n">${l.quantity}</td><td class="n">${formatCents(l.unitCents)}</td><td class="n">${formatCents(l.amountCents)}</td></tr>`,
    )
    .join('');
  const due = invoice.totalCents - invoice.paidCents + invoice.refundedCents;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Invoice ${invoiceNumberLabel(invoice.number)} — ${escapeHtml(COMPANY.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;max-width:46rem;margin:0 auto;padding:1rem}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #e2e8f0;text-align:left}
.n{text-align:right}.total{font-size:1.4rem;font-weight:700}.status{display:inline-block;padding:.1rem .6rem;border-radius:1rem;background:#dcfce7}
.note{padding:.8rem 1rem;border-radius:.5rem;background:#fef9c3}
.pay{font:inherit;font-size:1.15rem;font-weight:700;min-height:3rem;padding:.7rem 1.4rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;cursor:pointer}
img{max-width:16rem;border:1px solid #e2e8f0}</style></head>
<body><header><h1>${escapeHtml(COMPANY.name)}</h1><p>${escapeHtml(COMPANY.phone)} · ${escapeHtml(COMPANY.email)} · ${escapeHtml(COMPANY.address.locality)}, ${COMPANY.address.region}</p></header>
<h2>Invoice ${invoiceNumberLabel(invoice.number)} <span class="status">${STATUS_WORDS[invoice.status]}</span></h2>
<p>Issued ${day(invoice.issuedAt)} to ${escapeHtml(invoice.customerName)}, ${escapeHtml(customerAddress)}</p>
<table><thead><tr><th>Item</th><th class="n">Qty</th><th class="n">Each</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p class="total">Total ${formatCents(invoice.totalCents)}</p>
<p>No sales tax: junk removal is a non-taxable service in Georgia.${invoice.status === 'open' ? ` Amount due: ${formatCents(due)}.` : ''}</p>
${
  invoice.status !== 'open' || !payOnline
    ? ''
    : justPaid
      ? '<p class="note" role="status">Thank you: your card payment is being confirmed. Reload this page in a minute to see it marked Paid.</p>'
      : `<form method="post" action="${invoice.publicPath}/pay"><button type="submit" class="pay">Pay by card online</button></form>`
}
<h3>Approved on site</h3><p>${escapeHtml(invoice.signerName)}, ${day(invoice.signedAt)}</p><img alt="Signature of ${escapeHtml(invoice.signerName)}" src="${signaturePng}">
<p><a href="${invoice.publicPath}/pdf">Download as PDF</a></p></body></html>`;
}

/**
 * The step from the invoice's "Pay by card online" to the provider's card page. A page that moves
 * on by itself (and a big link if it does not), not a redirect: the site's Content-Security-Policy
 * (`form-action 'self'`) governs a form post's redirects, so a 303 to Stripe would be blocked.
 */
export function checkoutStepHtml(invoice: Invoice, checkoutUrl: string, amountCents: number): string {
  const url = escapeHtml(checkoutUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${url}">
<title>Pay invoice ${invoiceNumberLabel(invoice.number)} — ${escapeHtml(COMPANY.name)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:32rem;margin:3rem auto;padding:0 1rem}
a{display:inline-block;min-height:3rem;padding:.7rem 1.4rem;border-radius:.5rem;background:#15803d;color:#fff;font-weight:700;text-decoration:none}</style></head>
<body><h1>Taking you to the secure card page…</h1><p>Invoice ${invoiceNumberLabel(invoice.number)}: ${formatCents(amountCents)} by card, on Stripe's page. We never see your card number.</p>
<p><a href="${url}">Continue to pay ${formatCents(amountCents)}</a></p></body></html>`;
}

/** A one-page Letter PDF; the signature image is embedded as the customer drew it. */
export async function invoicePdf({ invoice, customerAddress, signaturePng }: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoiceNumberLabel(invoice.number)}`);
  pdf.setAuthor(COMPANY.legalName);
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts cover WinAnsi only: anything else is shown as "?" rather than failing.
  const safe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d]/g, '?');
  let y = 740;
  const line = (text: string, size = 11, f = font, x = 50) => {
    page.drawText(safe(text), { x, y, size, font: f, color: rgb(0.06, 0.09, 0.16) });
  };
  line(COMPANY.name, 20, bold);
  y -= 18;
  line(
    `${COMPANY.phone}  ·  ${COMPANY.email}  ·  ${COMPANY.address.locality}, ${COMPANY.address.region}`.replaceAll(
      '·',
      '-',
    ),
  );
  y -= 36;
  line(`Invoice ${invoiceNumberLabel(invoice.number)}  (${STATUS_WORDS[invoice.status]})`, 15, bold);
  y -= 18;
  line(`Issued ${day(invoice.issuedAt)} to ${invoice.customerName}, ${customerAddress}`);
  y -= 30;
  const columns = [50, 360, 420, 500];
  ['Item', 'Qty', 'Each', 'Amount'].forEach((h, i) => {
    line(h, 11, bold, columns[i]);
  });
  for (const l of invoice.lines.slice(0, 30)) {
    y -= 18;
    line(l.label.slice(0, 55), 11, font, columns[0]);
    line(String(l.quantity), 11, font, columns[1]);
    line(formatCents(l.unitCents), 11, font, columns[2]);
    line(formatCents(l.amountCents), 11, font, columns[3]);
  }
  y -= 30;
  line(`Total ${formatCents(invoice.totalCents)}`, 15, bold);
  y -= 16;
  line('No sales tax: junk removal is a non-taxable service in Georgia.', 9);
  y -= 30;
  line(`Approved on site by ${invoice.signerName}, ${day(invoice.signedAt)}`);
  const base64 = signaturePng.replace(/^data:image\/png;base64,/, '');
  try {
    const image = await pdf.embedPng(Buffer.from(base64, 'base64'));
    const scale = Math.min(220 / image.width, 80 / image.height, 1);
    page.drawImage(image, { x: 50, y: y - 90, width: image.width * scale, height: image.height * scale });
  } catch {
    // A signature that is not a readable PNG: the signer's name and time stand on their own.
    y -= 18;
    line('(signature image not readable)', 9);
  }
  return pdf.save();
}
