/**
 * Builds the Hono app from its dependencies. Nothing here listens on a port (server.ts does),
 * so tests call `app.request()` against a real database.
 */
import { LIMITS, SERVER_TIME_HEADER } from '@haul/shared';
import { Hono } from 'hono';
import { type AppEnv, loadSession, noStoreWhenSignedIn } from './auth/middleware.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ChangeNotices } from './db/change-notices.ts';
import { currentVersion } from './db/change-version.ts';
import type { Sql } from './db/client.ts';
import { appointmentSearchRepository } from './db/repositories/appointment-search.ts';
import { appointmentStatusRepository } from './db/repositories/appointment-status-history.ts';
import { staffAppointmentsRepository } from './db/repositories/appointments.staff.ts';
import { appointmentsRepository } from './db/repositories/appointments.ts';
import { businessCalendarRepository } from './db/repositories/business-calendar.ts';
import { complianceRepository } from './db/repositories/compliance.ts';
import { contactRequestsRepository } from './db/repositories/contact-requests.ts';
import { customersRepository } from './db/repositories/customers.ts';
import { staffEmployeesRepository } from './db/repositories/employees.staff.ts';
import { fleetRepository } from './db/repositories/fleet.ts';
import { impactRepository } from './db/repositories/impact.ts';
import { invoicesRepository } from './db/repositories/invoices.ts';
import { jobPhotosRepository } from './db/repositories/job-photos.ts';
import { jobSitesRepository } from './db/repositories/job-sites.ts';
import { loadsRepository } from './db/repositories/loads.ts';
import { messagesRepository } from './db/repositories/messages.ts';
import { moneyRepository } from './db/repositories/money.ts';
import { officeTimeEntriesRepository } from './db/repositories/office-time-entries.ts';
import { paymentsRepository } from './db/repositories/payments.ts';
import { pricingRepository } from './db/repositories/pricing.ts';
import { rateLimitsRepository } from './db/repositories/rate-limits.ts';
import { sessionsRepository } from './db/repositories/sessions.ts';
import { staffAccountsRepository } from './db/repositories/staff-accounts.ts';
import { syncRepository } from './db/repositories/sync.ts';
import { syncHeldRepository } from './db/repositories/sync-held.ts';
import { syncPullRepository } from './db/repositories/sync-pull.ts';
import { syncRejectionsRepository } from './db/repositories/sync-rejections.ts';
import { timeEntriesRepository } from './db/repositories/time-entries.ts';
import { trainingRepository } from './db/repositories/training.ts';
import { usersRepository } from './db/repositories/users.ts';
import type { Geocoder } from './geocoding/census.ts';
import { bodyLimits } from './http/body-limits.ts';
import { clientAddressFor, type TrustProxy } from './http/client-address.ts';
import { errorBody, handleError } from './http/errors.ts';
import { jsonDepthLimit } from './http/json-depth.ts';
import { createLogger, type Logger, requestLog } from './http/logger.ts';
import {
  PUBLIC_FORM_RATE_LIMIT,
  PUBLIC_FORM_RATE_LIMIT_MESSAGE,
  RELAXED_PUBLIC_FORM_RATE_LIMIT,
} from './http/public-form-limits.ts';
import { type ClientAddress, createRateLimiter, type RateLimitRule, rateLimitByAddress } from './http/rate-limit.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { secureResponseHeaders } from './http/secure-headers.ts';
import type { Channels } from './messaging/channels.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { staffAppointmentRoutes } from './routes/appointments.staff.ts';
import { publicAppointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { complianceRoutes } from './routes/compliance.ts';
import { contactRoutes } from './routes/contact.ts';
import { contactRequestRoutes } from './routes/contact-requests.ts';
import { employeeRoutes } from './routes/employees.ts';
import { fleetRoutes, loadRoutes } from './routes/fleet.ts';
import { healthRoutes } from './routes/health.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { jobPhotoRoutes } from './routes/job-photos.ts';
import { officeMessageRoutes, publicMessageRoutes } from './routes/messages.ts';
import { officeRoutes } from './routes/office.ts';
import { invoiceVoidRoute, paymentRoutes } from './routes/payments.ts';
import { estimateRoutes, priceBookRoutes } from './routes/pricing.ts';
import { staffAccountRoutes } from './routes/staff-accounts.ts';
import { timeTrackingRoutes } from './routes/time-tracking.ts';
import { trainingRoutes } from './routes/training.ts';
import { appointmentStatusService } from './services/appointment-status.ts';
import { authService } from './services/auth.ts';
import { freshnessKey } from './services/availability-cache.ts';
import { bookingService } from './services/booking.ts';
import { businessCalendarService } from './services/business-calendar.ts';
import { complianceService } from './services/compliance.ts';
import { contactService } from './services/contact.ts';
import { customersService } from './services/customers.ts';
import { dispatchService } from './services/dispatch.ts';
import { fleetService } from './services/fleet.ts';
import { healthService } from './services/health.ts';
import { impactService } from './services/impact.ts';
import { invoicesService } from './services/invoices.ts';
import { jobPhotosService } from './services/job-photos.ts';
import { jobSitesService } from './services/job-sites.ts';
import { loadsService } from './services/loads.ts';
import { messagesService } from './services/messages.ts';
import { moneyService } from './services/money.ts';
import { officeAppointmentsService } from './services/office-appointments.ts';
import { officeTimeEntriesService } from './services/office-time-entries.ts';
import { onMyWayService } from './services/on-my-way.ts';
import { onlinePaymentsService } from './services/online-payments.ts';
import { paymentsService } from './services/payments.ts';
import { payrollExport } from './services/payroll-export.ts';
import { pricingService } from './services/pricing.ts';
import { schedulesService } from './services/schedules.ts';
import { staffAccountsService } from './services/staff-accounts.ts';
import { staffAppointmentsService } from './services/staff-appointments.ts';
import { staffEmployeesService } from './services/staff-employees.ts';
import { syncHeldService } from './services/sync-held.ts';
import { syncRejectionsService } from './services/sync-rejections.ts';
import { timeClockService } from './services/time-clock.ts';
import { trainingService } from './services/training.ts';
import { memoryPhotoStorage, type PhotoStorage } from './storage/photo-storage.ts';
import { changeSourceFor, type LiveSync, liveSync } from './sync/live.ts';
import type { PushAttempts } from './sync/mutation-savepoints.ts';
import { serverMutators } from './sync/mutators.ts';
import { syncPullService } from './sync/pull.ts';
import { type SyncFaults, syncPushService } from './sync/push.ts';
import { syncEventRoutes, syncRoutes } from './sync/routes.ts';
import { serveWeb } from './web/serve-web.ts';

export interface AppDeps {
  sql: Sql;
  clock?: Clock;
  logger?: Logger;
  /** Serve the built web app from this folder (pnpm start); omitted in API tests. */
  webDistDir?: string;
  /** Key for per-client rate limits; tests inject one to act as several clients. */
  clientAddress?: ClientAddress;
  /** Which proxies' X-Forwarded-For to believe (config TRUST_PROXY); null: the socket's address. */
  trustProxy?: TrustProxy;
  /** Mark the session cookie Secure (production, behind HTTPS). */
  secureCookies?: boolean;
  /** Where photo bytes go; server.ts passes DATA_DIR/photos, tests a temp folder (default: memory). */
  photoStorage?: PhotoStorage;
  /** Photo bytes one account may upload in 24 hours (default LIMITS.photoDailyBytesPerAccount); tests lower it. */
  photoDailyBytesPerAccount?: number;
  /** Fault injection for the sync fault tests only. */
  syncFaults?: SyncFaults;
  /** Which attempts a push runs (sync/push.ts); tests force one, production runs `auto`. */
  pushAttempts?: PushAttempts;
  /** Rows per pull page (tests page small to exercise paging). */
  pullPageSize?: number;
  /** Days of history an admin device keeps (decision 0215); `pnpm bench:sync:admin` widens it for its anchor. */
  adminHistoryDays?: number;
  /** Bookings accepted per arrival window (config CREWS_PER_WINDOW). */
  crewsPerWindow?: number;
  /** Per-address limit on each public form (contact, booking); tests override it. */
  publicFormRateLimit?: RateLimitRule;
  /** Lift per-address limits for the e2e run (E2E_RELAXED_LIMITS); never in production. */
  relaxedLimits?: boolean;
  /** Announced changes (PostgreSQL server only): the availability cache stays fresh without a read per request. */
  changeNotices?: ChangeNotices | null;
  /**
   * The devices' live streams (sync/live.ts); server.ts passes its own to end them at shutdown.
   * Default: one fed by `changeNotices`, or by reading the change version while a stream is open.
   */
  live?: LiveSync;
  /** Customer email and text channels (docs/messages.md); none: messages are stored and shown "not sent". */
  channels?: Channels;
  /** The outbox's sender in this process; a booking asks it for a pass at once. */
  messageWorker?: { kick(): void } | null;
  /** Public base URL (unsubscribe links, SMS webhook signatures) and the token webhooks are signed with. */
  publicUrl?: string;
  twilioAuthToken?: string | null;
  /** Online card payments (config STRIPE_*); none: the crew records the card reader only. */
  paymentProvider?: PaymentProvider | null;
  /** Places booked jobs on the map (config GEOCODER_URL); none = every booked job is flagged "no site". */
  geocoder?: Geocoder | null;
}

export function createApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(false);
  const clientAddress = deps.clientAddress ?? clientAddressFor(deps.trustProxy ?? null);
  const jobSites = jobSitesService(jobSitesRepository(deps.sql), deps.geocoder ?? null, logger, clock);
  const calendarRepo = businessCalendarRepository(deps.sql);
  const crewsPerWindow = deps.crewsPerWindow ?? LIMITS.defaultCrewsPerWindow;
  const channels: Channels = deps.channels ?? { email: null, sms: null };
  const messagesRepo = messagesRepository(deps.sql);
  const publicUrl = deps.publicUrl ?? 'http://localhost';
  const messages = messagesService(messagesRepo, deps.sql, clock, channels, publicUrl);
  const booking = bookingService(
    appointmentsRepository(deps.sql),
    calendarRepo,
    clock,
    crewsPerWindow,
    freshnessKey(deps.changeNotices ?? null, () => currentVersion(deps.sql)),
    (job) => {
      jobSites.locateLater(job.id, job.address);
      deps.messageWorker?.kick();
    },
    messages,
  );
  const publicFormLimit =
    deps.publicFormRateLimit ?? (deps.relaxedLimits ? RELAXED_PUBLIC_FORM_RATE_LIMIT : PUBLIC_FORM_RATE_LIMIT);
  // One limiter per form, so a booking retry does not use up the contact form's allowance.
  const limits = rateLimitsRepository(deps.sql);
  const formRateLimit = (form: 'contact' | 'booking') =>
    rateLimitByAddress(
      createRateLimiter(limits, form, publicFormLimit, clock),
      clientAddress,
      PUBLIC_FORM_RATE_LIMIT_MESSAGE,
    );
  const contact = contactService(contactRequestsRepository(deps.sql), clock);
  const statusRepo = appointmentStatusRepository(deps.sql);
  const appointmentStatus = appointmentStatusService(statusRepo, async (tx, job, to, now) => {
    await messages.statusChanged(tx, job, to, now.toISOString(), now);
  });
  const staffAppointments = staffAppointmentsService(
    staffAppointmentsRepository(deps.sql),
    clock,
    deps.sql,
    appointmentStatus,
  );
  const staffEmployees = staffEmployeesService(staffEmployeesRepository(deps.sql));
  const live = deps.live ?? liveSync(changeSourceFor(deps.changeNotices ?? null, () => currentVersion(deps.sql)));
  const auth = authService(usersRepository(deps.sql), sessionsRepository(deps.sql), clock, {
    relaxedLimits: deps.relaxedLimits ?? false,
    limits,
    onSignOut: live.endSession,
  });
  const accounts = staffAccountsService(deps.sql, staffAccountsRepository(deps.sql), clock);
  const timeClock = timeClockService(deps.sql, timeEntriesRepository(deps.sql), clock);
  const photos = jobPhotosService(
    deps.sql,
    jobPhotosRepository(deps.sql),
    deps.photoStorage ?? memoryPhotoStorage(),
    clock,
    deps.photoDailyBytesPerAccount ?? LIMITS.photoDailyBytesPerAccount,
  );
  const training = trainingService(deps.sql, trainingRepository(deps.sql), clock);
  const pricingRepo = pricingRepository(deps.sql);
  const pricing = pricingService(deps.sql, pricingRepo, clock);
  const compliance = complianceService(deps.sql, complianceRepository(deps.sql), clock);
  const fleetRepo = fleetRepository(deps.sql);
  const fleet = fleetService(deps.sql, fleetRepo, clock);
  const loadsRepo = loadsRepository(deps.sql);
  const loads = loadsService(loadsRepo, pricingRepo, clock);
  const impact = impactService(impactRepository(deps.sql), loadsRepo, clock);
  const invoices = invoicesService(
    deps.sql,
    invoicesRepository(deps.sql),
    pricingRepo,
    appointmentStatus,
    clock,
    compliance,
    (tx, job, invoice, now) => messages.invoiceIssued(tx, job, invoice, now),
  );
  const paymentsRepo = paymentsRepository(deps.sql);
  const payments = paymentsService(
    deps.sql,
    paymentsRepo,
    pricingRepo,
    clock,
    (tx, invoice, now) => messages.invoicePaid(tx, invoice, now),
    deps.paymentProvider ?? null,
  );
  const onlinePayments = onlinePaymentsService({
    sql: deps.sql,
    repo: paymentsRepo,
    pricing: pricingRepo,
    payments,
    provider: deps.paymentProvider ?? null,
    publicUrl: deps.publicUrl ?? 'http://localhost',
    clock,
  });
  const syncRepo = syncRepository(deps.sql);
  const push = syncPushService({
    sql: deps.sql,
    repo: syncRepo,
    mutators: serverMutators({
      timeClock,
      schedules: schedulesService(),
      training,
      photos,
      dispatch: dispatchService(appointmentStatus, jobSites, {
        booked: (tx, job, smsConsent, now) => messages.booked(tx, job, smsConsent, now),
        sendSoon: () => deps.messageWorker?.kick(),
      }),
      onMyWay: onMyWayService(messagesRepo, messages, () => deps.messageWorker?.kick()),
      pricing,
      invoices,
      payments,
      loads,
    }),
    clock,
    faults: deps.syncFaults,
    attempts: deps.pushAttempts,
  });
  const pull = syncPullService(
    syncPullRepository(deps.sql, () => deps.syncFaults?.onPullSnapshot?.()),
    clock,
    deps.pullPageSize,
    deps.adminHistoryDays,
  );

  const held = syncHeldService(
    syncHeldRepository(deps.sql),
    (clientId, userId) => syncRepo.claim(clientId, userId, clock.now()),
    clock,
  );

  const officeEntriesRepo = officeTimeEntriesRepository(deps.sql);
  const officeTimeEntries = officeTimeEntriesService(deps.sql, officeEntriesRepo, clock);
  const customersRepo = customersRepository(deps.sql);
  const office = {
    timeEntries: officeTimeEntries,
    payroll: payrollExport(officeTimeEntries),
    rejections: syncRejectionsService(syncRejectionsRepository(deps.sql), clock),
    held,
    appointments: officeAppointmentsService(
      appointmentSearchRepository(deps.sql),
      statusRepo,
      officeEntriesRepo,
      clock,
      customersRepo.ofAppointment,
    ),
    booking,
    customers: customersService(customersRepo, clock),
    jobSites,
    money: moneyService(moneyRepository(deps.sql), clock),
  };

  const secure = secureResponseHeaders({ https: deps.secureCookies ?? false });
  const api = new Hono<AppEnv>()
    .use(bodyLimits)
    .use(jsonDepthLimit)
    .use(sameOriginWrites)
    .use(loadSession(auth))
    .use(noStoreWhenSignedIn)
    .route('/health', healthRoutes(healthService(deps.sql, deps.changeNotices ?? null)))
    .route('/auth', authRoutes(auth, accounts, clientAddress, deps.secureCookies ?? false))
    .route('/staff-accounts', staffAccountRoutes(accounts))
    .route('/contact', contactRoutes(contact, formRateLimit('contact')))
    .route('/appointments', publicAppointmentRoutes(booking, formRateLimit('booking'), secure.json))
    .route('/contact-requests', contactRequestRoutes(contact))
    .route('/appointments', staffAppointmentRoutes(staffAppointments))
    .route('/employees', employeeRoutes(staffEmployees))
    .route(
      '/sync',
      syncRoutes(
        push,
        pull,
        (clientId, userId) => syncRepo.claim(clientId, userId, clock.now()),
        syncRepo.recentRejections,
        held,
        photos.removeDeletedFiles,
      ),
    )
    .route('/sync/events', syncEventRoutes(live, auth.isActive))
    .route('/job-photos', jobPhotoRoutes(photos))
    .route('/time-tracking', timeTrackingRoutes(timeClock))
    .route('/training', trainingRoutes(training))
    .route('/office/calendar', calendarRoutes(businessCalendarService(calendarRepo, clock, crewsPerWindow)))
    .route('/office', officeRoutes(office))
    .route('/office', officeMessageRoutes(messages))
    .route('/office', complianceRoutes(compliance))
    .route('/office', fleetRoutes(fleet))
    .route('/office', loadRoutes(loads))
    .route(
      '/messages',
      publicMessageRoutes(messages, {
        twilioAuthToken: deps.twilioAuthToken ?? null,
        publicUrl,
      }),
    )
    .route('/price-books', priceBookRoutes(pricing))
    .route('/estimates', estimateRoutes(pricing))
    .route('/invoices', invoiceRoutes(invoices, onlinePayments))
    .route('/invoices', invoiceVoidRoute(payments, onlinePayments))
    .route('/payments', paymentRoutes(payments, onlinePayments));

  const app = new Hono();
  app.use(requestLog(logger));
  app.use(secure.middleware);
  // Every API answer tells the phone the server's time: it measures its clock's offset on it (decision 0225).
  app.use('/api/*', async (c, next) => {
    c.header(SERVER_TIME_HEADER, clock.now().toISOString());
    await next();
  });
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404));
  if (deps.webDistDir) app.route('/', serveWeb(deps.webDistDir, { 'impact/index.html': (body) => impact.page(body) }));
  app.onError((err, c) => handleError(err, c, logger.error));
  return app;
}
export type App = ReturnType<typeof createApp>;
