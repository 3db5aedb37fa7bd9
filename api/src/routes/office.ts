/**
 * The office's desk, admins only (crews get 403 on every route here): timesheets, the review
 * queue, the payroll CSV, money (revenue and the accountant's CSV), refused sync changes and those
 * held on phones, the appointment search and page, and customers.
 */
import {
  AppointmentSearchQuerySchema,
  CustomerMergeInputSchema,
  CustomerNoteInputSchema,
  CustomerSearchQuerySchema,
  HeldParamSchema,
  idField,
  MoneyCsvQuerySchema,
  MoneyQuerySchema,
  OfficeBookingInputSchema,
  OfficeSiteInputSchema,
  PayrollQuerySchema,
  RejectionParamSchema,
  RejectionsQuerySchema,
  RescheduleInputSchema,
  TimeEntryCorrectionInputSchema,
  TimeEntryVoidInputSchema,
  TimesheetQuerySchema,
} from '@haul/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AppEnv, currentUser, requireAdmin } from '../auth/middleware.ts';
import { validateInput, validateJson } from '../http/validate.ts';
import type { BookingService } from '../services/booking.ts';
import type { CustomersService } from '../services/customers.ts';
import type { JobSitesService } from '../services/job-sites.ts';
import type { MoneyService } from '../services/money.ts';
import type { OfficeAppointmentsService } from '../services/office-appointments.ts';
import type { OfficeTimeEntriesService } from '../services/office-time-entries.ts';
import type { PayrollExport } from '../services/payroll-export.ts';
import type { SyncHeldService } from '../services/sync-held.ts';
import type { SyncRejectionsService } from '../services/sync-rejections.ts';

const IdParam = z.object({ id: idField() });

export interface OfficeServices {
  timeEntries: OfficeTimeEntriesService;
  payroll: PayrollExport;
  rejections: SyncRejectionsService;
  /** Changes and photos a proxy refused, kept on phones (decision 0265); dismissed by the office (0270). */
  held: SyncHeldService;
  appointments: OfficeAppointmentsService;
  /** Phone-in bookings and reschedules: the wizard's rules and capacity (decision 0141). */
  booking: BookingService;
  /** Customers behind appointments: list, page, notes, merges (decision 0142). */
  customers: CustomersService;
  /** The office sets a job's site from a pasted link, the address or the first punch (decision 0143). */
  jobSites: JobSitesService;
  /** Revenue, outstanding invoices and the accountant's CSV (decision 0195). */
  money: MoneyService;
}

export function officeRoutes(s: OfficeServices) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/timesheets', validateInput('query', TimesheetQuerySchema), async (c) =>
      c.json(await s.timeEntries.week(c.req.valid('query').week)),
    )
    .get('/review-queue', async (c) => c.json(await s.timeEntries.reviewQueue()))
    .post('/time-entries/:id/approve', validateInput('param', IdParam), async (c) =>
      c.json(await s.timeEntries.approve(c.req.valid('param').id, currentUser(c))),
    )
    .post(
      '/time-entries/:id/correct',
      validateInput('param', IdParam),
      validateJson(TimeEntryCorrectionInputSchema),
      async (c) => c.json(await s.timeEntries.correct(c.req.valid('param').id, c.req.valid('json'), currentUser(c))),
    )
    .post(
      '/time-entries/:id/void',
      validateInput('param', IdParam),
      validateJson(TimeEntryVoidInputSchema),
      async (c) => c.json(await s.timeEntries.voidEntry(c.req.valid('param').id, c.req.valid('json'), currentUser(c))),
    )
    .get('/payroll.csv', validateInput('query', PayrollQuerySchema), async (c) => {
      const { fileName, body } = await s.payroll.csv(c.req.valid('query'));
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .get('/money', validateInput('query', MoneyQuerySchema), async (c) =>
      c.json(await s.money.report(c.req.valid('query'))),
    )
    .get('/money.csv', validateInput('query', MoneyCsvQuerySchema), async (c) => {
      const { fileName, body } = await s.money.csv(c.req.valid('query'));
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8; header=present',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    })
    .get('/rejections', validateInput('query', RejectionsQuerySchema), async (c) => {
      const { page, show } = c.req.valid('query');
      return c.json(await s.rejections.page(page, show));
    })
    .post('/rejections/:clientId/:mutationId/dismiss', validateInput('param', RejectionParamSchema), async (c) => {
      const { clientId, mutationId } = c.req.valid('param');
      await s.rejections.dismiss(clientId, mutationId, currentUser(c));
      return c.body(null, 204);
    })
    .get('/held', async (c) => c.json(await s.held.list()))
    .get('/held/dismissed', async (c) => c.json(await s.held.dismissals()))
    .post('/held/:clientId/:kind/:id/dismiss', validateInput('param', HeldParamSchema), async (c) => {
      const { clientId, kind, id } = c.req.valid('param');
      await s.held.dismiss(currentUser(c), clientId, kind, id);
      return c.body(null, 204);
    })
    .get('/appointments', validateInput('query', AppointmentSearchQuerySchema), async (c) =>
      c.json(await s.appointments.list(c.req.valid('query'))),
    )
    .get('/appointments/:id', validateInput('param', IdParam), async (c) =>
      c.json(await s.appointments.detail(c.req.valid('param').id)),
    )
    .post('/appointments', validateJson(OfficeBookingInputSchema), async (c) =>
      c.json(await s.booking.officeBook(c.req.valid('json'), currentUser(c)), 201),
    )
    .post(
      '/appointments/:id/reschedule',
      validateInput('param', IdParam),
      validateJson(RescheduleInputSchema),
      async (c) => c.json(await s.booking.reschedule(c.req.valid('param').id, c.req.valid('json'), currentUser(c))),
    )
    .put('/appointments/:id/site', validateInput('param', IdParam), validateJson(OfficeSiteInputSchema), async (c) =>
      c.json(await s.jobSites.setByOffice(c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/customers', validateInput('query', CustomerSearchQuerySchema), async (c) =>
      c.json(await s.customers.list(c.req.valid('query'))),
    )
    .get('/customers/:id', validateInput('param', IdParam), async (c) =>
      c.json(await s.customers.detail(c.req.valid('param').id)),
    )
    .post('/customers/:id/notes', validateInput('param', IdParam), validateJson(CustomerNoteInputSchema), async (c) =>
      c.json(await s.customers.addNote(c.req.valid('param').id, c.req.valid('json'), currentUser(c)), 201),
    )
    .post('/customers/:id/merge', validateInput('param', IdParam), validateJson(CustomerMergeInputSchema), async (c) =>
      c.json(await s.customers.merge(c.req.valid('param').id, c.req.valid('json'), currentUser(c))),
    );
}
