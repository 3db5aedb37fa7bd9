import { describe, expect, it } from 'vitest';
import { BOOKING_DETAIL_FIELDS, bookingSchemas, EMPTY_BOOKING_DETAILS } from './booking-form.ts';

describe('the details step without its schemas loaded (decision 0280)', () => {
  it("names exactly the shared schema's fields, so typed values and refusals find their field", async () => {
    const { BookingDetailsSchema } = await bookingSchemas();
    expect([...BOOKING_DETAIL_FIELDS].sort()).toEqual(Object.keys(BookingDetailsSchema.shape).sort());
  });

  it('the empty form is what the schema refuses field by field, not a shape it cannot read', async () => {
    const { BookingDetailsSchema } = await bookingSchemas();
    const result = BookingDetailsSchema.safeParse(EMPTY_BOOKING_DETAILS);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    for (const field of ['firstName', 'lastName', 'phone', 'serviceType', 'leadSource'])
      expect(fields).toContain(field);
  });

  it('loads them once, and the same module every time', async () => {
    expect(await bookingSchemas()).toBe(await bookingSchemas());
  });
});
