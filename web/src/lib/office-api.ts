/**
 * What every office domain's online reads share: their query keys live under `['office']`, and a
 * change the office makes may show on any office list, so a write refreshes them all. Each domain
 * keeps its own reads in `features/<domain>/api/<resource>.ts`.
 */
import { useQueryClient } from '@tanstack/react-query';

/** The root of every office query key. */
export const OFFICE_KEY = ['office'] as const;

/** `?a=1&b=2` from the values that are set (undefined and '' are left out); '' when none are. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Anything the office changes may show on every office list: refresh them all. */
export function useRefreshOffice() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OFFICE_KEY });
}
