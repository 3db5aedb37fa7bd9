/** How the loads report writes its figures: tons to one decimal, a percentage or a dash. */
export const tons = (pounds: number) => (pounds / 2000).toLocaleString('en-US', { maximumFractionDigits: 1 });
export const pct = (value: number | null) => (value === null ? '—' : `${value}%`);
