-- Job photos keep a server-made thumbnail beside the full image. file_path becomes '' once a
-- deleted photo's files are removed from storage (the row stays as the synced tombstone).
alter table job_photos add column thumbnail_path text;
create index job_photos_files_to_remove on job_photos (id) where deleted_at is not null and file_path <> '';
