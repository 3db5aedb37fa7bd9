/**
 * The device's optimistic version of each mutator. Run inside a Dexie transaction when the
 * user acts, and again on every pull for mutations still pending (the rebase), so each must
 * give the same result when re-run over fresher server data.
 */
import {
  allocateByShare,
  calendarDateOf,
  hoursWorked,
  jobSite,
  MUTATOR_ARGS,
  type MutatorName,
  newAppointment,
  type ParsedMutatorArgs,
  type ProgressState,
  priceEstimate,
  progressAfterOpening,
  type SyncedRow,
  type SyncedTable,
} from '@haul/shared';
import { isVisible, type LocalRow, type OfflineDb, serverCopy, setMeta, type Touched } from './db.ts';

/** Where the device keeps when the crew member last tapped "On my way" for a job. */
export const onMyWayKey = (appointmentId: string) => `onMyWay:${appointmentId}`;

type Update<T extends SyncedTable> = (current: SyncedRow<T> | null) => SyncedRow<T> | 'delete' | null;

/** Writes one row optimistically, remembering the server copy it started from. */
async function writeRow<T extends SyncedTable>(
  db: OfflineDb,
  table: T,
  id: string,
  touched: Touched[],
  update: Update<T>,
) {
  const store = db.synced(table);
  const current = await store.get(id);
  const live = current && !current._deleted ? serverCopy(current) : null;
  const next = update(live);
  if (next === null) return;
  const base = current?._pending ? (current._base ?? null) : current ? serverCopy(current) : null;
  const row = next === 'delete' ? { ...(current as SyncedRow<T>), _deleted: 1 as const } : next;
  await store.put({ ...row, _pending: 1, _base: base } as LocalRow<T>);
  if (!touched.some(([t, i]) => t === table && i === id)) touched.push([table, id]);
}

type LocalMutator<N extends MutatorName> = (
  db: OfflineDb,
  a: ParsedMutatorArgs<N>,
  at: string,
  touched: Touched[],
) => Promise<void>;

const LOCAL: { [N in MutatorName]: LocalMutator<N> } = {
  clockIn: (db, a, at, touched) =>
    writeRow(
      db,
      'timeEntries',
      a.id,
      touched,
      (current) =>
        current ?? {
          id: a.id,
          employeeId: a.employeeId,
          appointmentId: a.appointmentId,
          clockInTime: a.clockInTime,
          clockOutTime: null,
          clockInLatitude: a.latitude,
          clockInLongitude: a.longitude,
          clockOutLatitude: null,
          clockOutLongitude: null,
          totalHours: null,
          notes: a.notes ?? null,
          clockOutNotes: null,
          clockInDistanceMeters: null,
          flags: [],
          outsideReason: a.outsideReason ?? null,
          dispatchReason: a.dispatchReason ?? null,
          clockOutDistanceMeters: null,
          clockInReceivedAt: null,
          // The phone shows its own clock's time until the server's trusted time arrives (decision 0225).
          deviceClockInTime: null,
          deviceClockOutTime: null,
          officeCorrection: null,
          createdAt: at,
        },
    ),
  clockOut: (db, a, _at, touched) =>
    writeRow(db, 'timeEntries', a.timeEntryId, touched, (current) =>
      current
        ? {
            ...current,
            clockOutTime: a.clockOutTime,
            clockOutLatitude: a.latitude,
            clockOutLongitude: a.longitude,
            clockOutNotes: a.notes ?? null,
            totalHours: hoursWorked(new Date(current.clockInTime), new Date(a.clockOutTime)),
          }
        : null,
    ),
  upsertSchedule: (db, a, at, touched) =>
    writeRow(db, 'schedules', a.id, touched, (current) => ({
      id: a.id,
      employeeId: a.employeeId,
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      isAvailable: a.isAvailable,
      notes: a.notes ?? null,
      createdAt: current?.createdAt ?? at,
      version: current?.version ?? null,
    })),
  deleteSchedule: (db, a, _at, touched) =>
    writeRow(db, 'schedules', a.id, touched, (current) => (current ? 'delete' : null)),
  openTrainingModule: (db, a, at, touched) =>
    writeProgress(db, a, touched, (current) => progressAfterOpening(current, at)),
  /**
   * The phone has no answer key (decision 0235): it only keeps the module started; the server
   * scores the answers and the attempt, score and badges arrive with the pull.
   */
  finishQuiz: (db, a, at, touched) => writeProgress(db, a, touched, (current) => progressAfterOpening(current, at)),
  recordJobPhoto: (db, a, at, touched) =>
    writeRow(db, 'jobPhotos', a.id, touched, (current) => ({
      id: a.id,
      appointmentId: a.appointmentId,
      employeeId: a.employeeId,
      photoType: a.photoType,
      fileName: current?.fileName ?? `${a.photoType}-photo.jpg`,
      contentType: current?.contentType ?? 'image/jpeg',
      byteSize: current?.byteSize ?? 0,
      description: a.description ?? current?.description ?? null,
      url: current?.url ?? '',
      thumbnailUrl: current?.thumbnailUrl ?? '',
      uploadedAt: current?.uploadedAt ?? at,
    })),
  deleteJobPhoto: (db, a, _at, touched) =>
    writeRow(db, 'jobPhotos', a.id, touched, (current) => (current ? 'delete' : null)),
  setAppointmentStatus: (db, a, _at, touched) =>
    writeRow(db, 'appointments', a.appointmentId, touched, (current) =>
      current ? { ...current, status: a.status } : null,
    ),
  setAppointmentSite: (db, a, _at, touched) =>
    writeRow(db, 'appointments', a.appointmentId, touched, (current) =>
      current ? { ...current, ...jobSite({ source: 'office', latitude: a.latitude, longitude: a.longitude }) } : null,
    ),
  // The server's builder (shared), so the optimistic job is the one the server stores (decision 0305).
  createAppointment: (db, a, at, touched) =>
    writeRow(db, 'appointments', a.id, touched, (current) => {
      if (current) return current;
      const { id, smsConsent: _consent, website: _honeypot, siteLatitude, siteLongitude, ...fields } = a;
      const site =
        siteLatitude === undefined || siteLongitude === undefined
          ? null
          : { latitude: siteLatitude, longitude: siteLongitude };
      return newAppointment(
        { ...fields, preferredDate: calendarDateOf(new Date(a.preferredDate)) },
        { id, createdAt: at, site },
      );
    }),
  createEmployee: (db, a, at, touched) =>
    writeRow(
      db,
      'employees',
      a.id,
      touched,
      (current) =>
        current ?? {
          id: a.id,
          firstName: a.firstName,
          lastName: a.lastName,
          phone: a.phone,
          email: a.email,
          role: a.role,
          status: 'active',
          hourlyRate: a.hourlyRate ?? null,
          hireDate: calendarDateOf(new Date(at)),
          createdAt: at,
        },
    ),
  setEmployeeStatus: (db, a, _at, touched) =>
    writeRow(db, 'employees', a.employeeId, touched, (current) => (current ? { ...current, status: a.status } : null)),
  assignEmployee: (db, a, _at, touched) =>
    writeRow(db, 'appointments', a.appointmentId, touched, (current) =>
      current && !current.assignedEmployeeIds.includes(a.employeeId)
        ? { ...current, assignedEmployeeIds: [...current.assignedEmployeeIds, a.employeeId] }
        : null,
    ),
  unassignEmployee: (db, a, _at, touched) =>
    writeRow(db, 'appointments', a.appointmentId, touched, (current) =>
      current?.assignedEmployeeIds.includes(a.employeeId)
        ? { ...current, assignedEmployeeIds: current.assignedEmployeeIds.filter((id) => id !== a.employeeId) }
        : null,
    ),
  // No synced row changes: the tap waits in the outbox; the device remembers when it was made, for Today.
  announceOnMyWay: (db, a, at) => setMeta(db, onMyWayKey(a.appointmentId), at),
  /** Priced with the same shared function as the server, from the version the phone holds. */
  async saveEstimate(db, a, at, touched) {
    const number = a.selection.priceBookNumber;
    const book = (await db.synced('priceBooks').where('number').equals(number).toArray()).find(isVisible);
    const priced = book ? priceEstimate(book, number, a.selection) : null;
    await writeRow(db, 'estimates', a.id, touched, (current) => {
      const same = current?.linesHash === a.linesHash;
      return {
        id: a.id,
        appointmentId: a.appointmentId,
        priceBookNumber: number,
        selection: a.selection,
        lines: priced?.ok ? priced.lines : (current?.lines ?? []),
        totalCents: a.totalCents,
        linesHash: a.linesHash,
        signedHash: same ? (current?.signedHash ?? null) : null,
        signerName: same ? (current?.signerName ?? null) : null,
        signedAt: same ? (current?.signedAt ?? null) : null,
        signaturePng: same ? (current?.signaturePng ?? null) : null,
        recordedBy: current?.recordedBy ?? null,
        createdAt: current?.createdAt ?? at,
        updatedAt: at,
        version: current?.version ?? null,
      };
    });
  },
  /** Done on the phone at once; the invoice arrives from the server with the next pull. */
  completeJob: (db, a, _at, touched) =>
    writeRow(db, 'appointments', a.appointmentId, touched, (current) =>
      current ? { ...current, status: 'completed' } : null,
    ),
  /** Shown as paid at once when the invoice is on the phone; the server decides the invoice's state. */
  async recordCardPayment(db, a, _at, touched) {
    const invoice = (await db.synced('invoices').where('appointmentId').equals(a.appointmentId).toArray()).find(
      isVisible,
    );
    if (!invoice) return;
    await writeRow(db, 'invoices', invoice.id, touched, (current) => {
      if (!current) return null;
      const paidCents = current.paidCents + a.amountCents;
      return { ...current, paidCents, status: paidCents >= current.totalCents ? 'paid' : current.status };
    });
  },
  /** Shown on the phone at once, allocated with the server's function; the facility's name as the phone has it. */
  async recordLoad(db, a, at, touched) {
    const facility = await db.synced('facilities').get(a.facilityId);
    const netPounds = a.netPounds ?? null;
    const volumeTenths = netPounds === null ? (a.volumeTenths ?? null) : null;
    const weights = a.shares.map((s) => s.shareEighths);
    const pounds = netPounds === null ? null : allocateByShare(netPounds, weights);
    const volume = volumeTenths === null ? null : allocateByShare(volumeTenths, weights);
    const fees = allocateByShare(a.feeCents, weights);
    const donation = facility?.kind === 'donation';
    await writeRow(
      db,
      'loads',
      a.id,
      touched,
      (current) =>
        current ?? {
          id: a.id,
          facilityId: a.facilityId,
          facilityKind: facility?.kind ?? 'landfill',
          facilityName: facility?.name ?? '',
          truckId: a.truckId ?? null,
          employeeId: a.employeeId,
          ticketNumber: a.ticketNumber,
          material: a.material,
          netPounds,
          volumeTenths,
          feeCents: a.feeCents,
          photoId: a.photoId ?? null,
          charity: donation ? (a.charity ?? facility?.name ?? null) : null,
          items: donation ? (a.items ?? null) : null,
          dumpedAt: a.dumpedAt,
          shares: a.shares.map((s, i) => ({
            appointmentId: s.appointmentId,
            shareEighths: s.shareEighths,
            pounds: pounds?.[i] ?? null,
            volumeTenths: volume?.[i] ?? null,
            feeCents: fees[i] ?? 0,
          })),
          createdAt: at,
        },
    );
  },
  signEstimate: (db, a, at, touched) =>
    writeRow(db, 'estimates', a.estimateId, touched, (current) =>
      current && current.linesHash === a.linesHash
        ? {
            ...current,
            signedHash: a.linesHash,
            signerName: a.signerName,
            signedAt: a.signedAt,
            signaturePng: a.png,
            updatedAt: at,
          }
        : null,
    ),
};

/** One progress record per employee and module: updates the one the device has, or creates `a.id`. */
async function writeProgress(
  db: OfflineDb,
  a: { id: string; employeeId: string; moduleId: string },
  touched: Touched[],
  next: (current: ProgressState | null) => ProgressState,
) {
  const same = await db.synced('employeeProgress').where('employeeId').equals(a.employeeId).toArray();
  const id = same.find((p) => p.moduleId === a.moduleId && isVisible(p))?.id ?? a.id;
  await writeRow(db, 'employeeProgress', id, touched, (current) => ({
    ...next(current),
    lastQuiz: current?.lastQuiz ?? null,
    id,
    employeeId: a.employeeId,
    moduleId: a.moduleId,
    createdAt: current?.createdAt ?? new Date().toISOString(),
  }));
}

/** Applies a mutation's local effect; returns the rows it touched. Bad args throw (the caller validated them). */
export async function applyLocal(db: OfflineDb, name: MutatorName, args: unknown, at: string): Promise<Touched[]> {
  const touched: Touched[] = [];
  const parsed = MUTATOR_ARGS[name].parse(args);
  await (LOCAL[name] as LocalMutator<MutatorName>)(db, parsed as never, at, touched);
  return touched;
}
