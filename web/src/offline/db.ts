/**
 * The device's database (Dexie over IndexedDB), one per signed-in user: the synced tables, the
 * outbox, kept rejections, queued photo bytes and sync metadata. One database per user is what
 * makes "the outbox belongs to the user who made it" structural: another user's engine never
 * opens it (decision 0042).
 */
import type { MutatorName, SyncedRow, SyncedTable } from '@haul/shared';
import { SYNCED_TABLE_NAMES } from '@haul/shared';
import { Dexie, type Table, type Transaction } from 'dexie';
import { BUCKET_STORE, BucketedRows, bucketsOf, type SyncedRows } from './bucketed-rows.ts';

/** A row as the device holds it: server state, or server state plus pending local changes. */
export type LocalRow<T extends SyncedTable = SyncedTable> = SyncedRow<T> & {
  /** Set while an unacknowledged mutation changed this row. */
  _pending?: 1;
  /** The server's copy before the first pending change (null: the row exists only locally). */
  _base?: SyncedRow<T> | null;
  /** Deleted by a pending mutation; readers skip it. */
  _deleted?: 1;
};

export type Touched = [SyncedTable, string];

export interface OutboxRow {
  id: number;
  name: MutatorName;
  args: unknown;
  clientTime: string;
  /** Rows this mutation changed locally, so they can be reverted when the server refuses it. */
  touched: Touched[];
}

export interface RejectionRow {
  mutationId: number;
  name: string;
  code: string;
  message: string;
  args: unknown;
  at: string;
  dismissed?: 1;
}

/**
 * A queued photo's small state row (`photoQueue`): what it is, where its upload stands, and why
 * it was refused or held. Updated freely; it never carries image bytes (decision 0220).
 */
export interface PhotoUploadRow {
  id: string;
  appointmentId: string;
  employeeId: string;
  photoType: string;
  description?: string | undefined;
  contentType: string;
  /** queued/uploading: waits for its bytes to go up. held: an intermediary refused its size (413):
   *  bytes kept, tried again after `heldAt` + an hour. uploaded: the server holds it. refused: the
   *  server refused it for good (bytes dropped). */
  state: 'queued' | 'uploading' | 'uploaded' | 'refused' | 'held';
  progress: number;
  /** Why the server refused or an intermediary held it (shown until the person dismisses it). */
  refusal?: string | undefined;
  heldAt?: string | undefined;
  /** Set when an intermediary first held it (413), kept until it goes through: what the office is
   *  told (held-notices.ts, decision 0265). */
  held?: { since: string; bytes: number; status: number } | undefined;
  queuedAt?: string | undefined;
  mutationId: number;
}

/** Image bytes, written once when the photo is queued and never rewritten; deleted once the server holds them. */
export interface PhotoBytesRow {
  id: string;
  /** The prepared JPEG: a Blob, or its bytes where the browser refuses to store Blobs (old Safari). */
  data?: Blob | ArrayBuffer | undefined;
  /** Rows queued before Dexie version 6 also carry their preview here. */
  thumbnail?: Blob | ArrayBuffer | undefined;
}

/** A small preview kept for the job's grid after the full bytes are gone (written once). */
export interface PhotoPreviewRow {
  id: string;
  data: Blob | ArrayBuffer;
}

/** Space held back for punches and small changes when photos fill the phone (storage.ts). */
export interface ReserveRow {
  id: string;
  data: Blob | ArrayBuffer;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class OfflineDb extends Dexie {
  outbox!: Table<OutboxRow, number>;
  rejections!: Table<RejectionRow, number>;
  /** Photo upload state (small rows). */
  photoQueue!: Table<PhotoUploadRow, string>;
  photoPreviews!: Table<PhotoPreviewRow, string>;
  reserve!: Table<ReserveRow, string>;
  meta!: Table<MetaRow, string>;
  /** The synced tables kept in buckets (decision 0286), each a `BucketedRows`. */
  private readonly bucketed: { [T in BucketedTable]: BucketedRows<LocalRow<T>> };

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      appointments: 'id, preferredDate',
      employees: 'id',
      schedules: 'id, employeeId, date',
      timeEntries: 'id, employeeId, clockInTime',
      jobPhotos: 'id, appointmentId',
      employeeProgress: 'id, employeeId',
      contactRequests: 'id',
      outbox: 'id',
      rejections: 'mutationId',
      photoUploads: 'id, mutationId',
      meta: 'key',
    });
    // Training portal (decision 0082). Dropping the cursor makes the next pull a full reset, so a
    // device that synced before these tables existed receives their rows.
    this.version(2)
      .stores({
        trainingModules: 'id, moduleOrder',
        quizQuestions: 'id, moduleId',
        badges: 'id',
        employeeBadges: 'id, employeeId',
      })
      .upgrade((tx) => tx.table('meta').delete('cursor'));
    // Price on site (decision 0190): price-book versions and estimates; a full pull brings them.
    this.version(3)
      .stores({ priceBooks: 'id, number', estimates: 'id, appointmentId', invoices: 'id, appointmentId' })
      .upgrade((tx) => tx.table('meta').delete('cursor'));
    // Compliance on the line items (decision 0231): the office's tyre carriers and recyclers.
    this.version(4)
      .stores({ disposalPartners: 'id' })
      .upgrade((tx) => tx.table('meta').delete('cursor'));
    // Trucks and loads (decision 0200): the fleet, the facilities, who drives what, and loads.
    this.version(5)
      .stores({ trucks: 'id', facilities: 'id', truckDays: 'id, employeeId, date', loads: 'id, employeeId, dumpedAt' })
      .upgrade((tx) => tx.table('meta').delete('cursor'));
    // Storage full (decision 0220): a photo's bytes are written once and never
    // rewritten. Its state moves to the small `photoQueue` row; the old `photoUploads` store keeps
    // the bytes (so the upgrade copies no image: on a full phone a copy would not fit and the
    // database would not open); previews of new photos go to `photoPreviews`; `reserve` holds
    // the room kept for punches.
    this.version(6)
      .stores({ photoUploads: 'id', photoQueue: 'id, mutationId', photoPreviews: 'id', reserve: 'id' })
      .upgrade(async (tx) => {
        const rows = (await tx.table('photoUploads').toArray()) as (PhotoUploadRow & PhotoBytesRow)[];
        await tx.table('photoQueue').bulkAdd(
          rows.map(({ data: _data, thumbnail: _thumbnail, ...state }) => ({
            ...state,
            state: state.state === 'uploading' ? 'queued' : state.state,
            progress: state.state === 'uploaded' ? 1 : 0,
          })),
        );
      });
    // First pull (decision 0286): jobs are kept one record per day, not one per
    // job; written in a tenth of the time. The upgrade copies the jobs, pending changes and all, so
    // a phone that updates offline keeps its day; Dexie drops the old store after the copy.
    this.version(7)
      .stores({ appointments: null, [BUCKETS.appointments.store]: BUCKET_STORE })
      .upgrade((tx) => copyIntoBuckets(tx, 'appointments'));
    // An admin's first pull (decision 0215): time entries by employee, photo records by job.
    this.version(8)
      .stores({
        timeEntries: null,
        jobPhotos: null,
        [BUCKETS.timeEntries.store]: BUCKET_STORE,
        [BUCKETS.jobPhotos.store]: BUCKET_STORE,
      })
      .upgrade(async (tx) => {
        await copyIntoBuckets(tx, 'timeEntries');
        await copyIntoBuckets(tx, 'jobPhotos');
      });
    const bucketed = <T extends BucketedTable>(table: T) =>
      new BucketedRows<LocalRow<T>>(
        this,
        this.table(BUCKETS[table].store),
        BUCKETS[table].keyOf as unknown as KeyOf<T>,
      );
    this.bucketed = {
      appointments: bucketed('appointments'),
      timeEntries: bucketed('timeEntries'),
      jobPhotos: bucketed('jobPhotos'),
    };
  }

  /** Photo bytes: the historical `photoUploads` store (see version 6). */
  get photoBytes(): Table<PhotoBytesRow, string> {
    return this.table('photoUploads');
  }

  /**
   * A synced table's rows as the sync code reads and writes them. Jobs, time entries and photo
   * records are kept in buckets (`BUCKETS`); every other table is a Dexie table, one record per
   * row, with its indexes.
   */
  synced<T extends BucketedTable>(table: T): BucketedRows<LocalRow<T>>;
  synced<T extends RowTable>(table: T): Table<LocalRow<T>, string>;
  synced<T extends SyncedTable>(table: T): SyncedRows<LocalRow<T>>;
  synced<T extends SyncedTable>(table: T): SyncedRows<LocalRow<T>> {
    return (isBucketed(table) ? this.bucketed[table] : this.table(table)) as SyncedRows<LocalRow<T>>;
  }

  /** The IndexedDB stores that hold synced rows (a transaction's scope). */
  get syncedStores(): Table[] {
    return SYNCED_TABLE_NAMES.map((t) => (isBucketed(t) ? this.bucketed[t].store : this.table(t)));
  }

  /** Empties every synced table. */
  clearSynced(): Promise<unknown> {
    return Promise.all(SYNCED_TABLE_NAMES.map((t) => this.synced(t).clear()));
  }

  get allTables() {
    return [
      ...this.syncedStores,
      this.outbox,
      this.rejections,
      this.photoQueue,
      this.photoBytes,
      this.photoPreviews,
      this.meta,
    ];
  }
}

/**
 * Synced tables kept in buckets (decision 0286): each one's store and the key a row is kept under,
 * the one its screens read by. A table not here is kept one IndexedDB record per row.
 */
const BUCKETS = {
  appointments: { store: 'appointmentsByDay', keyOf: (r: LocalRow<'appointments'>) => r.preferredDate },
  timeEntries: { store: 'timeEntriesByEmployee', keyOf: (r: LocalRow<'timeEntries'>) => r.employeeId },
  jobPhotos: { store: 'jobPhotosByJob', keyOf: (r: LocalRow<'jobPhotos'>) => r.appointmentId },
} as const;
export type BucketedTable = keyof typeof BUCKETS;
type KeyOf<T extends BucketedTable> = (row: LocalRow<T>) => string;
/** Synced tables kept one IndexedDB record per row. */
export type RowTable = Exclude<SyncedTable, BucketedTable>;

const isBucketed = (table: SyncedTable): table is BucketedTable => Object.hasOwn(BUCKETS, table);

/**
 * An upgrade's copy of a table kept one record per row into its buckets (its old store is dropped
 * after). For the moment both copies are held, so the reserve kept for punches (storage.ts) is
 * released first: on a phone full of queued photos the copy would otherwise not fit, the upgrade
 * would roll back and the app would not open. The next sync writes the reserve again.
 */
async function copyIntoBuckets(tx: Transaction, table: BucketedTable): Promise<void> {
  await tx.table('reserve').clear();
  const rows = (await tx.table(table).toArray()) as LocalRow[];
  await tx.table(BUCKETS[table].store).bulkAdd(bucketsOf(rows, BUCKETS[table].keyOf as (row: LocalRow) => string));
}

export const databaseName = (userId: string) => `haul-offline-${userId}`;

export async function getMeta<T>(db: OfflineDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}
export async function setMeta(db: OfflineDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** Strips the device-only markers. */
export function serverCopy<T extends SyncedTable>(row: LocalRow<T>): SyncedRow<T> {
  const { _pending, _base, _deleted, ...rest } = row;
  return rest as SyncedRow<T>;
}

export const isVisible = (row: { _deleted?: 1 }) => !row._deleted;
