/**
 * The sync runner of one user's database: uploads queued photos, pushes the outbox in batches
 * sized by count and bytes (a 413 halves them), pulls until caught up (a full reset staged and
 * swapped in at its end), tells the office what a proxy's 413 holds on the phone
 * (held-notices.ts), and reports its state. A 426 stops it at "Update the app". One runner per
 * device (Web Locks, or an in-page lock where they are missing); back-off with jitter on failure;
 * paused on 401 until `resume()` after the crew member signs in again. While started, the
 * server's live stream pokes it to sync when the user's data changed (live.ts, decision 0250).
 */
import {
  calendarDateOf,
  type PullEnvelope,
  PullEnvelopeSchema,
  PushGapSchema,
  PushResponseSchema,
  SYNC_LIMITS,
  SYNC_PROTOCOL,
} from '@haul/shared';
import {
  applyPullPage,
  CURSOR,
  endsInsideTransaction,
  mergePages,
  REJECTIONS_THROUGH,
  StagedReset,
} from './apply-pull.ts';
import { clientIdFor } from './client-id.ts';
import { getMeta, type OfflineDb, setMeta } from './db.ts';
import { withDeviceLock } from './device-lock.ts';
import { renumberAfterGap } from './gap.ts';
import { noteHeldChange, reportHeld } from './held-notices.ts';
import { browserEvents, LIVE_PATH, LiveStream, type OpenEvents } from './live.ts';
import { NEXT_MUTATION_ID } from './outbox.ts';
import {
  defaultUploader,
  deferWaitingPhotoRecords,
  type PhotoUploader,
  pushableBefore,
  uploadQueuedPhotos,
} from './photo-queue.ts';
import { refuseTooLarge, takeBatch, wireMutation } from './push-batches.ts';
import { SyncStatusStore } from './status.ts';
import { isQuotaError, recheckStorage } from './storage.ts';
import {
  browserTransport,
  requestJson,
  SignInNeeded,
  TransientError,
  type Transport,
  UpdateRequired,
} from './transport.ts';

export interface EngineOptions {
  db: OfflineDb;
  userId: string;
  transport?: Transport;
  uploadPhoto?: PhotoUploader;
  now?: () => Date;
  random?: () => number;
  /** Where the device remembers its client id outside IndexedDB, to notice a wiped database. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Opens the live stream (default: the browser's EventSource; none in Node unless a test gives one). */
  events?: OpenEvents | null;
}

/**
 * The device database cannot be opened by this version of the app: an upgrade step failed (the
 * browser rolls the upgrade back, so the data and the outbox stay as the last version left them),
 * the data is from a newer version, or another tab's update closed it. Nothing is deleted; the
 * engine stops at "Update the app" instead of retrying for ever.
 */
const DB_UNOPENABLE = new Set(['DatabaseClosedError', 'VersionError', 'UpgradeError', 'OpenFailedError']);
const isDeviceDbUnopenable = (error: unknown) => error instanceof Error && DB_UNOPENABLE.has(error.name);

export type SyncResult = 'ok' | 'busy' | 'paused' | 'failed' | 'offline';
const CURSOR_DAY = 'cursorDay';
const MAX_BACKOFF_MS = 5 * 60_000;

export class SyncEngine {
  readonly status = new SyncStatusStore();
  private readonly transport: Transport;
  private readonly upload: PhotoUploader;
  private readonly now: () => Date;
  private readonly random: () => number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<SyncResult> | null = null;
  private again = false;
  private started = false;
  private disposed = false;
  private stopTriggers: (() => void) | null = null;
  private live: LiveStream | null = null;
  private settleFirstSync: () => void = () => undefined;
  /**
   * Settles when this engine's first sync has ended, however it ended (or it was disposed first):
   * a new device's first pull is its biggest work, and the service worker's precache waits for it.
   */
  readonly firstSync = new Promise<void>((resolve) => {
    this.settleFirstSync = resolve;
  });

  constructor(private readonly o: EngineOptions) {
    this.transport = o.transport ?? browserTransport();
    this.upload = o.uploadPhoto ?? defaultUploader(this.transport);
    this.now = o.now ?? (() => new Date());
    this.random = o.random ?? Math.random;
  }

  get db() {
    return this.o.db;
  }

  /** Runs a sync now (or once more after the current one). */
  syncNow(): Promise<SyncResult> {
    if (this.disposed) return Promise.resolve('paused');
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let result: SyncResult;
      do {
        this.again = false;
        result = await this.runLocked();
      } while (this.again && result === 'ok');
      this.running = null;
      this.settleFirstSync();
      return result;
    })();
    return this.running;
  }

  /** Pulls without pushing (the outbox stays pending and is rebased over what arrives). */
  async pullNow(): Promise<void> {
    const { clientId } = await clientIdFor(this.o.db, this.o.userId, this.o.storage ?? null);
    await this.pullAll(clientId);
  }

  /**
   * Sign-out or another user signing in (decision 0053): no trigger starts a sync again, and the one in
   * flight is waited for, so nothing is pushed after its user's session ends.
   */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.settleFirstSync();
    this.stopTriggers?.();
    this.live?.stop();
    this.live = null;
    await this.running?.catch(() => 'failed');
  }

  /** After the user signed in again. */
  resume(): Promise<SyncResult> {
    this.status.set({ phase: 'idle', lastError: null });
    this.live?.wake();
    return this.syncNow();
  }

  /**
   * Keeps the server's live stream open (one tab per device) and syncs on each poke it sends;
   * `start()` calls it. Returns the stop; `dispose()` stops it too.
   */
  listen(): () => void {
    const open = this.o.events === undefined ? browserEvents : this.o.events;
    if (!open || this.disposed || this.live) return () => this.live?.stop();
    const live = new LiveStream({
      url: `${this.transport.baseUrl}${LIVE_PATH}`,
      open,
      lockName: `haul-live-${this.o.db.name}`,
      random: this.random,
      wanted: () => {
        const phase = this.status.get().phase;
        const online = typeof navigator === 'undefined' || navigator.onLine !== false;
        return !this.disposed && online && phase !== 'needs-sign-in' && phase !== 'update-required';
      },
      onPoke: (version) => void this.onPoke(version),
    });
    this.live = live;
    live.start();
    return () => {
      live.stop();
      if (this.live === live) this.live = null;
    };
  }

  /** The live stream's poke: a sync, unless this device already holds that change version. */
  private async onPoke(version: number | null): Promise<void> {
    if (this.disposed) return;
    if (version !== null) {
      // Our own push comes back as a poke: the pull after that push already brought it. Only a
      // cursor at a whole version counts (not one inside a version, nor a reset's).
      const cursor = await getMeta<string>(this.o.db, CURSOR).catch(() => undefined);
      const held = /^(\d+)(?:@|$)/.exec(cursor ?? '')?.[1];
      if (held !== undefined && Number(held) >= version) return;
    }
    await this.syncNow();
  }

  private async runLocked(): Promise<SyncResult> {
    if (this.disposed) return 'paused';
    const phase = this.status.get().phase;
    // An outdated app waits for its update (a reload brings a new engine); sign-in waits for resume().
    if (phase === 'needs-sign-in' || phase === 'update-required') return 'paused';
    // Offline is a state, not a failure: wait for the 'online' event instead of backing off.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.status.set({ phase: 'idle', online: false });
      return 'offline';
    }
    this.status.set({ phase: 'syncing' });
    try {
      const outcome = await withDeviceLock(`haul-sync-${this.o.db.name}`, () => this.run());
      if (outcome === 'busy') {
        this.status.set({ phase: 'idle' });
        return 'busy';
      }
      this.status.set({
        phase: 'idle',
        failures: 0,
        lastError: null,
        lastSyncedAt: this.now().toISOString(),
        heldChange: null,
      });
      return 'ok';
    } catch (error) {
      if (error instanceof SignInNeeded) {
        this.status.set({ phase: 'needs-sign-in', lastError: error.message });
        return 'paused';
      }
      if (error instanceof UpdateRequired) {
        this.status.set({ phase: 'update-required', lastError: error.message });
        return 'paused';
      }
      if (isDeviceDbUnopenable(error)) {
        // Retrying cannot help; a reload can (a fixed app, or the newer one another tab opened).
        this.status.set({ phase: 'update-required', lastError: (error as Error).message });
        return 'paused';
      }
      if (!(error instanceof TransientError)) console.error('sync failed', error);
      const failures = this.status.get().failures + 1;
      this.status.set({ phase: 'error', failures, lastError: (error as Error).message });
      this.scheduleRetry(failures);
      return 'failed';
    }
  }

  private scheduleRetry(failures: number) {
    if (!this.started) return;
    const delay = Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (failures - 1)) * (0.5 + this.random() * 0.5);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.syncNow(), delay);
  }

  private async run(): Promise<void> {
    const { db } = this.o;
    const { clientId, wiped } = await clientIdFor(db, this.o.userId, this.o.storage ?? null);
    if (wiped) this.status.set({ wiped: true });
    let deferred: Error | null = null;
    try {
      await uploadQueuedPhotos(db, this.upload, this.now());
    } catch (error) {
      if (!(error instanceof TransientError)) throw error;
      deferred = error;
    }
    // Uploaded photos freed their bytes: is the phone still full? (storage.ts)
    await recheckStorage(db);
    // Push every batch first, then pull once: the pull acknowledges them all and rebases only
    // what is still pending, instead of rebasing the remaining outbox after every batch.
    let sentThrough = 0;
    let maxCount: number = SYNC_LIMITS.maxMutationsPerPush;
    for (;;) {
      // A photo's record waits for its bytes (also one taken while this run is going); changes
      // behind it that are not about that photo go first.
      const next = await db.outbox.where('id').above(sentThrough).limit(maxCount).toArray();
      const waiting = await pushableBefore(db, next);
      if (waiting.length < next.length && (await this.deferPhotoRecords())) continue;
      const first = waiting[0];
      if (!first) break;
      const batch = takeBatch(waiting);
      const last = batch.at(-1)?.id;
      if (last === undefined) {
        await refuseTooLarge(db, first);
        continue;
      }
      const answer = await requestJson(this.transport, 'POST', '/api/sync/push', {
        protocol: SYNC_PROTOCOL,
        clientId,
        userId: this.o.userId,
        pushedAt: this.now().toISOString(),
        mutations: batch.map(wireMutation),
      });
      if (answer.status === 413) {
        // A proxy or server with a smaller limit than ours (any body: nginx answers HTML): split,
        // never resend the same batch. One change that still does not fit is kept in its place,
        // shown as needing attention, and tried again later (another network may carry it); the
        // changes after it wait, since they may build on it (decision 0222).
        if (batch.length > 1) {
          maxCount = Math.ceil(batch.length / 2);
          continue;
        }
        this.status.set({ heldChange: { name: first.name, mutationId: first.id } });
        await noteHeldChange(db, first, answer.status, this.now());
        deferred = new TransientError('a change is too large for this network');
        break;
      }
      if (answer.status === 409) {
        const gap = PushGapSchema.safeParse(answer.json);
        if (!gap.success) throw new TransientError('unexpected 409 answer');
        await this.pullAll(clientId);
        await renumberAfterGap(db, gap.data.lastMutationId);
        sentThrough = gap.data.lastMutationId;
        continue;
      }
      const pushed = PushResponseSchema.safeParse(answer.json);
      if (answer.status !== 200 || !pushed.success) throw new TransientError(`unexpected push answer ${answer.status}`);
      if (pushed.data.lastMutationId < last) throw new TransientError('push not acknowledged');
      sentThrough = last;
    }
    await this.pullAll(clientId);
    // The office learns what this phone holds after a proxy's 413, and what it holds no more (decision 0265).
    await reportHeld(db, this.transport, clientId, this.now());
    if ((await db.outbox.where('id').belowOrEqual(sentThrough).count()) > 0) {
      throw new TransientError('push not acknowledged yet');
    }
    if (deferred) throw deferred;
  }

  /** Moves photo records still waiting for their bytes behind other changes (photo-queue.ts). */
  private async deferPhotoRecords(): Promise<boolean> {
    try {
      return await deferWaitingPhotoRecords(this.o.db);
    } catch (error) {
      // No room even to renumber: the changes wait for the photo, as before.
      if (isQuotaError(error)) return false;
      throw error;
    }
  }

  private async pullAll(clientId: string): Promise<void> {
    const { db } = this.o;
    const today = calendarDateOf(this.now());
    // Crews see a window of days around today: a new day starts from a full pull.
    const cursor =
      (await getMeta<string>(db, CURSOR_DAY)) === today ? ((await getMeta<string>(db, CURSOR)) ?? '0') : '0';
    let rejectionsAfter = (await getMeta<number>(db, REJECTIONS_THROUGH)) ?? 0;
    let staged: StagedReset | null = null;
    // Incremental pages ending inside one server transaction, waiting for the rest of it.
    let held: PullEnvelope[] = [];
    let skipped = 0;
    let answer = this.pullPage(clientId, cursor, rejectionsAfter);
    for (;;) {
      const page = await answer;
      for (const r of page.rejections) rejectionsAfter = Math.max(rejectionsAfter, r.mutationId);
      if (page.more) {
        // The next page is asked for before this one is parsed and stored, so the server answers
        // meanwhile. Its request is the one the loop would send next (cursor and refusal mark come
        // from this page's envelope); if storing this page fails, its answer is dropped unread.
        answer = this.pullPage(clientId, page.cursor, rejectionsAfter);
        answer.catch(() => undefined);
      }
      // A full reset is held until its last page: cut off before that, the device keeps what it had.
      // One can begin on a later page (the day changed, or the horizon passed the cursor, while
      // this pull ran): it is staged from there and replaces everything, so nothing stays behind.
      if (page.reset && !staged) staged = new StagedReset();
      if (staged) staged.add(page);
      else if (endsInsideTransaction(page)) held.push(page);
      else {
        // A server transaction is applied whole: never half of it on screen (decision 0223).
        skipped += await applyPullPage(db, mergePages([...held, page]), this.now());
        held = [];
      }
      const next = (await getMeta<number>(db, NEXT_MUTATION_ID)) ?? 1;
      if (next <= page.lastMutationId) await setMeta(db, NEXT_MUTATION_ID, page.lastMutationId + 1);
      if (!page.more) {
        if (staged) await staged.swapIn(db, page, this.now());
        break;
      }
    }
    skipped += staged?.skipped ?? 0;
    if (skipped > 0) {
      console.warn(`sync: ${skipped} pulled rows failed their schema and were left out`);
      this.status.set({ skippedRows: this.status.get().skippedRows + skipped });
    }
    await setMeta(db, CURSOR_DAY, today);
  }

  /** One page after `cursor`; the envelope is checked here, each row later by its table's schema. */
  private async pullPage(clientId: string, cursor: string, rejectionsAfter: number): Promise<PullEnvelope> {
    const query = new URLSearchParams({
      cursor,
      clientId,
      userId: this.o.userId,
      protocol: String(SYNC_PROTOCOL),
      rejectionsAfter: String(rejectionsAfter),
    });
    const answer = await requestJson(this.transport, 'GET', `/api/sync/pull?${query}`);
    const page = PullEnvelopeSchema.safeParse(answer.json);
    if (answer.status !== 200 || !page.success) throw new TransientError(`unexpected pull answer ${answer.status}`);
    return page.data;
  }

  /** Triggers: now, when the network returns, when the app becomes visible, and every 30 s in the foreground. */
  start(): () => void {
    this.started = true;
    const kick = () => void this.syncNow();
    const onOffline = () => this.status.set({ online: false });
    const onOnline = () => {
      this.status.set({ online: true });
      kick();
      this.live?.wake();
    };
    const onVisible = () => document.visibilityState === 'visible' && kick();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    const interval = setInterval(() => document.visibilityState === 'visible' && kick(), 30_000);
    this.status.set({ online: navigator.onLine });
    kick();
    const stopLive = this.listen();
    this.stopTriggers = () => {
      stopLive();
      this.started = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(interval);
      if (this.timer) clearTimeout(this.timer);
    };
    return this.stopTriggers;
  }
}
