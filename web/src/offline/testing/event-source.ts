/**
 * A fetch-based EventSource for the sync tests (Node has none): it reads the real API's
 * `text/event-stream` through a test transport (which carries the session cookie) and reports
 * `ready`, `change` and `error` as the browser's would, plus what the tests count.
 */
import type { EventSourceLike, OpenEvents } from '../live.ts';

export interface TestEvents {
  open: OpenEvents;
  /** Streams opened so far, and how many of them the device closed itself. */
  opened: number;
  closed: number;
  /** Change events received, over every stream. */
  pokes: number;
}

export function testEvents(fetchFn: typeof fetch): TestEvents {
  const stats: TestEvents = {
    opened: 0,
    closed: 0,
    pokes: 0,
    open: (url) => {
      stats.opened++;
      const listeners = new Map<string, Set<(event: { data?: unknown }) => void>>();
      const emit = (type: string, data = '') => {
        if (type === 'change') stats.pokes++;
        for (const listener of listeners.get(type) ?? []) listener({ data });
      };
      const abort = new AbortController();
      void (async () => {
        try {
          const res = await fetchFn(url, {
            method: 'GET',
            signal: abort.signal,
            headers: { accept: 'text/event-stream' },
          });
          const body = res.body;
          if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream') || !body) {
            await res.body?.cancel();
            throw new Error(`no stream: ${res.status}`);
          }
          const reader = body.getReader();
          abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              let type = 'message';
              let data = '';
              for (const line of block.split('\n')) {
                if (line.startsWith('event: ')) type = line.slice(7);
                else if (line.startsWith('data: ')) data = line.slice(6);
              }
              if (!block.startsWith(':') && !abort.signal.aborted) emit(type, data);
            }
          }
          throw new Error('the server ended the stream');
        } catch {
          if (!abort.signal.aborted) emit('error');
        }
      })();
      const source: EventSourceLike = {
        addEventListener(type, listener) {
          const set = listeners.get(type) ?? new Set();
          set.add(listener);
          listeners.set(type, set);
        },
        close() {
          if (abort.signal.aborted) return;
          stats.closed++;
          abort.abort();
        },
      };
      return source;
    },
  };
  return stats;
}
