-- Issue 23 §6: each upload sums what its account sent in the last 24 hours.
create index job_photos_recorded_by on job_photos (recorded_by, uploaded_at);
