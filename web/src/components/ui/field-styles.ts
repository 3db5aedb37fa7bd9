/**
 * The look of a plain field on the office's pages (inputs and selects not built with
 * `form-field.tsx`): 44 px tall at least, for a thumb or a glove, with a border dark enough to find.
 */
export const FIELD_CLASSES = 'block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base';

/** A field under its label. */
export const LABELLED_FIELD_CLASSES = `mt-1 ${FIELD_CLASSES}`;
