import { describe, expect, it } from 'vitest';
import { AppointmentSchema } from '../schemas/appointment.ts';
import { jobSite, type NewAppointmentFields, newAppointment } from './new-appointment.ts';

const typed: NewAppointmentFields = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '404-555-0100',
  email: 'ann@example.com',
  address: '1 Main St, Decatur, GA',
  serviceType: 'Furniture Removal',
  description: 'A couch',
  preferredDate: '2025-01-08',
  preferredTimeSlot: '8:00 AM - 10:00 AM',
  specialInstructions: undefined,
  leadSource: 'direct',
};
const facts = { id: '7b0c8a52-8f3e-4a57-9d55-0d6f3e8f6a11', createdAt: '2025-01-06T15:00:00.000Z' };

describe('a site flag follows its source (decision 0305)', () => {
  it('asks for a site when there is none, flags a punch proposal, and nothing else', () => {
    const at = { latitude: 33.77, longitude: -84.29 };
    expect(jobSite(null)).toEqual({ siteLatitude: null, siteLongitude: null, siteSource: null, siteFlag: 'no_site' });
    expect(jobSite({ source: 'proposed', ...at }).siteFlag).toBe('proposed');
    expect(jobSite({ source: 'office', ...at })).toEqual({
      siteLatitude: 33.77,
      siteLongitude: -84.29,
      siteSource: 'office',
      siteFlag: null,
    });
    expect(jobSite({ source: 'geocoded', ...at }).siteFlag).toBeNull();
  });
});

describe('a new appointment (decision 0305)', () => {
  it('is pending, without crew, flagged for a site, with keys in the schema order', () => {
    const job = newAppointment(typed, facts);
    expect(job).toMatchObject({
      status: 'pending',
      assignedEmployeeIds: [],
      specialInstructions: null,
      siteFlag: 'no_site',
    });
    expect(Object.keys(job)).toEqual(Object.keys(AppointmentSchema.shape));
    expect(AppointmentSchema.parse(job)).toEqual(job);
  });

  it("takes the office's site without a flag", () => {
    const job = newAppointment(typed, { ...facts, site: { latitude: 33.77, longitude: -84.29 } });
    expect(job).toMatchObject({ siteSource: 'office', siteFlag: null, siteLatitude: 33.77 });
  });
});
