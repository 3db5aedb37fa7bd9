/** Small conversions shared by repositories when mapping rows to the API's shapes. */
export const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
