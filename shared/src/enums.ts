import { z } from 'zod';

/** Builds a zod enum plus its display labels from one list, so values and labels never drift. */
function labelledEnum<const T extends readonly [string, ...string[]]>(values: T, labels: { [K in T[number]]: string }) {
  const schema = z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Required' : 'Choose one of the listed options',
  });
  return {
    values,
    schema,
    labels,
    label: (value: string | null | undefined): string => (value && value in labels ? labels[value as T[number]] : ''),
    options: values.map((value) => ({ value, label: labels[value as T[number]] })),
  };
}

export const appointmentStatus = labelledEnum(['pending', 'confirmed', 'completed', 'cancelled'], {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
});
export type AppointmentStatus = z.infer<typeof appointmentStatus.schema>;
/** As the spec has it, pending is also the display value for any unknown or missing status. */
export function displayAppointmentStatus(value: string | null | undefined): AppointmentStatus {
  const parsed = appointmentStatus.schema.safeParse(value);
  return parsed.success ? parsed.data : 'pending';
}

export const employeeRole = labelledEnum(['crew_member', 'driver', 'supervisor'], {
  crew_member: 'Crew Member',
  driver: 'Driver',
  supervisor: 'Supervisor',
});
export type EmployeeRole = z.infer<typeof employeeRole.schema>;

export const employeeStatus = labelledEnum(['active', 'vacation', 'inactive'], {
  active: 'Active',
  vacation: 'Vacation',
  inactive: 'Inactive',
});
export type EmployeeStatus = z.infer<typeof employeeStatus.schema>;

export const siteSource = labelledEnum(['geocoded', 'office', 'proposed'], {
  geocoded: 'Found from the address',
  office: 'Set by the office',
  proposed: 'Proposed by a punch',
});
export type SiteSource = z.infer<typeof siteSource.schema>;

export const siteFlag = labelledEnum(['no_site', 'proposed'], {
  no_site: 'No site',
  proposed: 'Site proposed by a punch',
});
export type SiteFlag = z.infer<typeof siteFlag.schema>;

export const photoType = labelledEnum(['before', 'during', 'after', 'ticket'], {
  before: 'Before',
  during: 'During',
  after: 'After',
  // A dump ticket or donation receipt, sent with its load (decision 0200).
  ticket: 'Dump ticket',
});
export type PhotoType = z.infer<typeof photoType.schema>;

export const progressStatus = labelledEnum(['not_started', 'in_progress', 'completed', 'failed'], {
  not_started: 'Not Started',
  in_progress: 'In Progress',
  completed: 'Completed',
  failed: 'Failed',
});
export type ProgressStatus = z.infer<typeof progressStatus.schema>;

export const serviceType = labelledEnum(
  [
    'Residential Cleanout',
    'Commercial Cleanout',
    'Furniture Removal',
    'Electronics Recycling',
    'Construction Debris',
    'Yard Waste',
    'Appliance Removal',
    'Estate Cleanout',
    'Other',
  ],
  {
    'Residential Cleanout': 'Residential Cleanout',
    'Commercial Cleanout': 'Commercial Cleanout',
    'Furniture Removal': 'Furniture Removal',
    'Electronics Recycling': 'Electronics Recycling',
    'Construction Debris': 'Construction Debris',
    'Yard Waste': 'Yard Waste',
    'Appliance Removal': 'Appliance Removal',
    'Estate Cleanout': 'Estate Cleanout',
    Other: 'Other',
  },
);
export type ServiceType = z.infer<typeof serviceType.schema>;

export const leadSource = labelledEnum(
  [
    'direct',
    'google_search',
    'google_ads',
    'facebook',
    'instagram',
    'nextdoor',
    'yelp',
    'angie',
    'home_advisor',
    'thumbtack',
    'craigslist',
    'referral',
    'repeat_customer',
    'yard_sign',
    'sign_spinner',
    'direct_mail',
    'sales_call',
    'email',
    'flyer',
    'other',
  ],
  {
    direct: 'Direct/Word of Mouth',
    google_search: 'Google Search',
    google_ads: 'Google Ads',
    facebook: 'Facebook',
    instagram: 'Instagram',
    nextdoor: 'Nextdoor',
    yelp: 'Yelp',
    angie: "Angie's List",
    home_advisor: 'HomeAdvisor',
    thumbtack: 'Thumbtack',
    craigslist: 'Craigslist',
    referral: 'Referral',
    repeat_customer: 'Repeat Customer',
    yard_sign: 'Yard Sign',
    sign_spinner: 'Sign Spinner',
    direct_mail: 'Direct Mail',
    sales_call: 'Sales Call',
    email: 'Email',
    flyer: 'Flyer',
    other: 'Other',
  },
);
export type LeadSource = z.infer<typeof leadSource.schema>;
/** The word for an appointment without a lead source (the dashboard's analytics and the job cards). */
export const LEAD_SOURCE_NOT_SPECIFIED = 'Not specified';

export const userRole = labelledEnum(['admin', 'crew'], { admin: 'Admin', crew: 'Crew' });
export type UserRole = z.infer<typeof userRole.schema>;
