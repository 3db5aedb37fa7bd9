/**
 * The one table saying who may call each API route. `route-access.test.ts` walks every route the
 * app registers and fails for any route missing here, so a new endpoint cannot ship without
 * someone deciding who may call it.
 *
 * - public: anyone (the visitor's forms, health, sign-in/out)
 * - staff:  any signed-in account (admin or crew); anonymous → 401
 * - admin:  admin accounts only; anonymous → 401, crew → 403
 */
import type { App } from '../src/app.ts';

export type Access = 'public' | 'staff' | 'admin';

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/session': 'staff',
  'POST /api/contact': 'public',
  // The same contact form posted by the browser with JavaScript off (decision 0015).
  'POST /api/contact/form': 'public',
  'GET /api/appointments/availability': 'public',
  'POST /api/appointments': 'public',
  'GET /api/contact-requests': 'admin',
  'GET /api/appointments': 'staff',
  'PATCH /api/appointments/:id': 'admin',
  'GET /api/employees': 'staff',
  // Offline sync and the time clock: any staff account; what each sees is scoped in the pull.
  'POST /api/sync/push': 'staff',
  'GET /api/sync/pull': 'staff',
  // Live sync (decision 0250): pokes only, no row data; the pull decides what each account sees.
  'GET /api/sync/events': 'staff',
  'GET /api/sync/rejections': 'admin',
  // A change or photo a proxy refused, held on the phone (decision 0265): each reports and clears its own.
  'POST /api/sync/held': 'staff',
  'DELETE /api/sync/held/:clientId/:kind/:id': 'staff',
  'POST /api/job-photos': 'staff',
  'GET /api/job-photos/:id/file': 'staff',
  'GET /api/job-photos/:id/thumbnail': 'staff',
  'DELETE /api/job-photos/:id': 'staff',
  'GET /api/job-photos/appointment/:appointmentId': 'staff',
  'GET /api/job-photos/counts': 'admin',
  'GET /api/time-tracking/active': 'staff',
  'GET /api/time-tracking/employee': 'staff',
  'POST /api/time-tracking/clock-in': 'staff',
  'POST /api/time-tracking/clock-out': 'staff',
  // Personal accounts (decision 0051): redeeming a setup code is public (the code is the proof); the rest is admin.
  'POST /api/auth/setup': 'public',
  'GET /api/staff-accounts': 'admin',
  'POST /api/staff-accounts/:employeeId/setup-code': 'admin',
  'POST /api/staff-accounts/:employeeId/disable': 'admin',
  // Training portal (decision 0082): crews read and record their own training; the office edits modules.
  'GET /api/training/modules': 'staff',
  'GET /api/training/modules/:id/questions': 'staff',
  'GET /api/training/progress': 'staff',
  'GET /api/training/badges': 'staff',
  'POST /api/training/progress': 'staff',
  'GET /api/training/completion': 'admin',
  'GET /api/training/modules/:id': 'admin',
  'POST /api/training/modules': 'admin',
  'PUT /api/training/modules/:id': 'admin',
  'POST /api/training/module-order': 'admin',
  // Price on site (decision 0190): every staff account reads the current price book; admins save versions.
  // Estimates: the service lets a crew act only on jobs it is assigned to (403 not_your_job).
  'GET /api/price-books/current': 'staff',
  'GET /api/price-books': 'admin',
  'POST /api/price-books': 'admin',
  'GET /api/estimates/job/:appointmentId': 'staff',
  'PUT /api/estimates': 'staff',
  'POST /api/estimates/:id/signature': 'staff',
  // Job done and invoices (decision 0192): crews only on their own jobs; the customer's link is public (the token is the proof).
  'POST /api/invoices/complete': 'staff',
  'GET /api/invoices/job/:appointmentId': 'staff',
  'GET /api/invoices/public/:token': 'public',
  'GET /api/invoices/public/:token/pdf': 'public',
  // Payments (decision 0193): the crew records the card reader on its own jobs; refunds and voids are the office's.
  'POST /api/payments/card-reader': 'staff',
  'POST /api/payments/:id/refund': 'admin',
  'POST /api/invoices/:id/void': 'admin',
  // Online card payments (Stripe, decision 0193): the link for the office or the job's crew; the
  // customer's "Pay by card online" button (the token is the proof); Stripe's signed webhook.
  'POST /api/invoices/:id/checkout': 'staff',
  'POST /api/invoices/public/:token/pay': 'public',
  'POST /api/payments/stripe/webhook': 'public',
  // The office's desk (decisions 0035–0039): admins only.
  'GET /api/office/timesheets': 'admin',
  'GET /api/office/review-queue': 'admin',
  // Decision 0111: the office voids an entry with a reason.
  'POST /api/office/time-entries/:id/void': 'admin',
  'POST /api/office/time-entries/:id/approve': 'admin',
  'POST /api/office/time-entries/:id/correct': 'admin',
  'GET /api/office/payroll.csv': 'admin',
  // Money for the office (decision 0195): revenue, outstanding invoices, the accountant's CSV.
  'GET /api/office/money': 'admin',
  'GET /api/office/money.csv': 'admin',
  // Compliance on the line items (decision 0231): partners and the inspector's log.
  'GET /api/payments/stripe/refused': 'admin',
  'GET /api/office/disposal-partners': 'admin',
  'POST /api/office/disposal-partners': 'admin',
  'DELETE /api/office/disposal-partners/:id': 'admin',
  'GET /api/office/compliance-log': 'admin',
  'GET /api/office/compliance-log.csv': 'admin',
  // Trucks and loads (decision 0200): the office keeps trucks, facilities and who drives what.
  'GET /api/office/trucks': 'admin',
  'POST /api/office/trucks': 'admin',
  'DELETE /api/office/trucks/:id': 'admin',
  'GET /api/office/facilities': 'admin',
  'POST /api/office/facilities': 'admin',
  'DELETE /api/office/facilities/:id': 'admin',
  'GET /api/office/truck-days': 'admin',
  'PUT /api/office/truck-days': 'admin',
  'GET /api/office/loads': 'admin',
  'GET /api/office/loads.csv': 'admin',
  'GET /api/office/appointments/:id/loads': 'admin',
  'GET /api/office/rejections': 'admin',
  'POST /api/office/rejections/:clientId/:mutationId/dismiss': 'admin',
  'GET /api/office/held': 'admin',
  // The office dismisses a held notice whose phone is lost or wiped (decision 0270).
  'POST /api/office/held/:clientId/:kind/:id/dismiss': 'admin',
  // …and reads the log of those dismissals.
  'GET /api/office/held/dismissed': 'admin',
  'GET /api/office/appointments': 'admin',
  'GET /api/office/appointments/:id': 'admin',
  // The office's calendar (decision 0140): the wizard reads the closed dates; admins edit the calendar.
  'GET /api/appointments/closed-dates': 'public',
  'GET /api/office/calendar': 'admin',
  'POST /api/contact-requests/:id/handled': 'admin',
  'POST /api/office/appointments': 'admin',
  'POST /api/office/appointments/:id/reschedule': 'admin',
  'POST /api/office/calendar/closed-days': 'admin',
  'PUT /api/office/calendar/closed-days/:id': 'admin',
  'DELETE /api/office/calendar/closed-days/:id': 'admin',
  'PUT /api/office/calendar/weekday-crews': 'admin',
  'PUT /api/office/calendar/date-crews': 'admin',
  'DELETE /api/office/calendar/date-crews/:date': 'admin',
  // Customers behind appointments (decision 0142): the office only, never synced.
  'GET /api/office/customers': 'admin',
  'GET /api/office/customers/:id': 'admin',
  'POST /api/office/customers/:id/notes': 'admin',
  'POST /api/office/customers/:id/merge': 'admin',
  // Job sites without typing coordinates (decision 0143).
  'PUT /api/office/appointments/:id/site': 'admin',
  // Customer messages (docs/messages.md): the office's list, resend, settings and preview; the SMS
  // provider's webhooks (public, but refused without Twilio's signature) and the unsubscribe link.
  'GET /api/office/messages': 'admin',
  'POST /api/office/messages/:id/resend': 'admin',
  'GET /api/office/message-settings': 'admin',
  'PUT /api/office/message-settings': 'admin',
  'POST /api/office/message-preview': 'admin',
  'POST /api/messages/twilio/inbound': 'public',
  'POST /api/messages/twilio/status': 'public',
  'GET /api/messages/unsubscribe/:token': 'public',
  'POST /api/messages/unsubscribe/:token': 'public',
};

/** The public allow-list of the issue; any other route marked public here is a mistake. */
export const PUBLIC_ALLOW_LIST = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/setup',
  'POST /api/contact',
  'POST /api/contact/form',
  'GET /api/appointments/availability',
  'GET /api/appointments/closed-dates',
  'POST /api/appointments',
  'POST /api/messages/twilio/inbound',
  'POST /api/messages/twilio/status',
  'GET /api/messages/unsubscribe/:token',
  'POST /api/messages/unsubscribe/:token',
  // The customer's invoice (decision 0192): found only by its 192-bit token; no list, no id route.
  'GET /api/invoices/public/:token',
  'GET /api/invoices/public/:token/pdf',
  'POST /api/invoices/public/:token/pay',
  // Stripe's webhook: refused (400) unless signed with the endpoint secret.
  'POST /api/payments/stripe/webhook',
]);

/** `METHOD /api/path` for every concrete API route (middleware and the 404 fallback are ALL). */
export function registeredRoutes(app: App): string[] {
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}
