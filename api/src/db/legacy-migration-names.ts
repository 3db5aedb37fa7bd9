/**
 * The names migrations had before decision 0301 numbered them in one sequence, as databases
 * created or upgraded before then recorded them in `schema_migrations`. The runner renames such rows
 * to the current name once, so it applies nothing twice. Only the file name changed, never its SQL
 * (migration-order.test.ts holds each file to the content those releases applied).
 */
export const LEGACY_NAMES: Readonly<Record<string, string>> = {
  '001_initial.sql': '0001_initial.sql',
  '004_sync_engine.sql': '0002_sync_engine.sql',
  '005_recorded_by.sql': '0003_recorded_by.sql',
  '006_personal_accounts.sql': '0004_personal_accounts.sql',
  '008_photo_files.sql': '0005_photo_files.sql',
  '010_limits_and_session_lifetime.sql': '0006_limits_and_session_lifetime.sql',
  '009_training.sql': '0007_training.sql',
  '014_office_desk.sql': '0008_office_desk.sql',
  '007_dispatch.sql': '0009_dispatch.sql',
  '011_change_notices.sql': '0010_change_notices.sql',
  '030_deployment_accounts.sql': '0011_deployment_accounts.sql',
  '030_void_time_entries.sql': '0012_void_time_entries.sql',
  '060_business_calendar.sql': '0013_business_calendar.sql',
  '060_contact_request_handled.sql': '0014_contact_request_handled.sql',
  '060_office_bookings.sql': '0015_office_bookings.sql',
  '031_photo_quota.sql': '0016_photo_quota.sql',
  '065_customers.sql': '0017_customers.sql',
  '100_customer_messages.sql': '0018_customer_messages.sql',
  '140_pricing_1_price_book_and_estimates.sql': '0019_pricing_1_price_book_and_estimates.sql',
  '140_pricing_2_job_done_and_invoices.sql': '0020_pricing_2_job_done_and_invoices.sql',
  '140_pricing_3_payments.sql': '0021_pricing_3_payments.sql',
  '145_stripe_checkout.sql': '0022_stripe_checkout.sql',
  '240_scheduled_runs.sql': '0023_scheduled_runs.sql',
  '230_compliance.sql': '0024_compliance.sql',
  '231_stripe_refunds.sql': '0025_stripe_refunds.sql',
  '235_quiz_last_result.sql': '0026_quiz_last_result.sql',
  '236_time_entry_correction_on_entry.sql': '0027_time_entry_correction_on_entry.sql',
  '200_trucks_and_loads.sql': '0028_trucks_and_loads.sql',
  '225_trusted_punch_time.sql': '0029_trusted_punch_time.sql',
  '215_scope_follows_assignment.sql': '0030_scope_follows_assignment.sql',
  '260_estimate_edits.sql': '0031_estimate_edits.sql',
  '265_held_on_phones.sql': '0032_held_on_phones.sql',
  '270_held_dismissals.sql': '0033_held_dismissals.sql',
};

/** The last migration numbered before decision 0301; a database may lack one at or below it (see migrate.ts). */
export const LAST_LEGACY_NUMBER = 33;
