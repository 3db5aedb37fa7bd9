/**
 * What the office reads about a change or photo held on a phone (decision 0265): how large it is
 * and what to do about it. The phone keeps it and tries again; the usual cause is a proxy's body
 * limit below what the app sends (docs/operations.md: nginx `client_max_body_size 12m;`).
 */
import { changeLabel, type HeldItem, LIMITS } from '@haul/shared';

/** 812 bytes, 80 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  // biome-ignore lint/plugin/no-float-money: megabytes, not money
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const FIX =
  "check the proxy's request size limit (nginx: client_max_body_size 12m; see docs/operations.md) or have the crew connect to another network (Wi-Fi)";

export function heldAdvice(item: Pick<HeldItem, 'kind' | 'name' | 'bytes'>): string {
  const size = formatBytes(item.bytes);
  if (item.kind === 'photo') {
    if (item.bytes > LIMITS.photoMaxBytes)
      return `This ${size} photo is larger than the server takes (${formatBytes(LIMITS.photoMaxBytes)}). It is kept on the phone; ask the crew to take it again.`;
    return `The phone could not send this ${size} photo through the network's size limit. It is kept on the phone and tried again every hour — ${FIX}.`;
  }
  return `The phone could not send this ${size} change (${changeLabel(item.name).toLowerCase()}) through the network's size limit. It is kept on the phone, and the changes made after it wait for it — ${FIX}.`;
}
