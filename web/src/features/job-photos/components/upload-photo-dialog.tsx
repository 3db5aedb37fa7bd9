/**
 * Upload Photo: who (crews: themselves; admins: any employee), photo type, an optional note and
 * one or more images, picked with two large buttons, Take photo (rear camera) and Choose from
 * library (several at once). Each tap makes a fresh file input (issue 23 #16: iOS stops firing
 * `change` on an input after its chooser was cancelled once). Every picked file is checked first; if any fails,
 * the spec's message is shown and nothing is queued. Each photo is then prepared on the phone
 * and queued with its record in one step, so it shows in the grid at once, waiting to upload.
 */
import { JobPhotoMetadataSchema, photoType, type User } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { notify } from '../../../components/ui/notice-store.ts';
import {
  checkPickedFile,
  NO_FILE,
  type PhotoCheck,
  PhotoNotReadable,
  preparePhoto,
} from '../../../lib/prepare-photo.ts';
import { useOffline } from '../../../offline/offline-context.tsx';
import { StorageFull } from '../../../offline/storage.ts';
import { usePhotoQueue } from '../../../offline/use-photo-queue.ts';

const pickButton =
  'flex min-h-14 w-full items-center justify-center rounded-lg border-2 border-brand-700 bg-brand-50 px-4 text-base font-semibold text-brand-900 hover:bg-brand-100';

/**
 * Opens the camera or the library through a new file input each time, in the tap's own handler
 * (iOS needs the user's gesture). The input is kept in `holder` until the next tap, so the browser
 * (and a test's file chooser) sees it in the page.
 */
function openPicker(holder: HTMLElement | null, source: 'camera' | 'library', onPicked: (files: File[]) => void) {
  if (!holder) return;
  holder.replaceChildren();
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.tabIndex = -1;
  if (source === 'camera') input.capture = 'environment';
  else input.multiple = true;
  input.addEventListener('change', () => onPicked([...(input.files ?? [])]));
  holder.append(input);
  input.click();
}

/** Who, which kind and a note; the files are checked on their own first (the spec's refusals). */
const PhotoFormSchema = JobPhotoMetadataSchema.pick({ description: true }).extend({
  employeeId: z.string().min(1, 'Choose the employee who took the photo.'),
  photoType: z.enum(photoType.values, { error: 'Choose the photo type.' }),
});

export function UploadPhotoDialog({
  user,
  appointmentId,
  employees,
}: {
  user: User;
  appointmentId: string;
  employees: { id: string; name: string }[];
}) {
  const { engine } = useOffline();
  const photos = usePhotoQueue();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Crews act as themselves; the choice is offered to admins (and to an account with no employee).
  const choosesEmployee = user.role === 'admin' || !user.employeeId;
  const form = useForm<z.input<typeof PhotoFormSchema>, unknown, z.output<typeof PhotoFormSchema>>({
    resolver: zodResolver(PhotoFormSchema),
    defaultValues: { employeeId: choosesEmployee ? '' : (user.employeeId ?? ''), description: '' },
  });
  const errors = form.formState.errors;
  // The spec's refusal notices are shown inside the dialog, above its buttons: a toast at the
  // bottom of a phone would cover the Upload button the person needs next.
  const [refusal, setRefusal] = useState<PhotoCheck | null>(null);
  const refuse = (check: PhotoCheck) => setRefusal(check.ok ? null : check);
  const [picked, setPicked] = useState<File[]>([]);
  const holder = useRef<HTMLDivElement>(null);
  const pick = (source: 'camera' | 'library') =>
    openPicker(holder.current, source, (files) => {
      setRefusal(null);
      setPicked((before) => [...before, ...files]);
    });
  const me = employees.find((e) => e.id === user.employeeId)?.name ?? user.username;

  /** The spec's notice once the server has the photos; otherwise say they wait on the phone. */
  const announce = async (ids: string[]) => {
    if (navigator.onLine) await engine.syncNow();
    const outcome = navigator.onLine ? await photos.outcome(ids) : 'waiting';
    if (outcome === 'uploaded')
      notify({ title: 'Photo Uploaded', description: 'Job photo has been successfully uploaded.' });
    else if (outcome === 'refused')
      notify({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
    else
      notify({
        title: ids.length > 1 ? 'Photos saved on this phone' : 'Photo saved on this phone',
        description: 'Waiting to upload: it will upload when you are back online.',
      });
  };

  /** Prepares and queues the checked files with the form's values, or refuses an unreadable one. */
  const queue = async (
    picked: File[],
    { employeeId, photoType: type, description }: z.output<typeof PhotoFormSchema>,
  ) => {
    setBusy(true);
    try {
      // Prepare every photo before queueing any, so an unreadable one queues nothing.
      const prepared = [];
      for (const file of picked) prepared.push(await preparePhoto(file));
      const ids: string[] = [];
      for (const photo of prepared) {
        const meta = {
          id: crypto.randomUUID(),
          appointmentId,
          employeeId,
          photoType: type,
          ...(description ? { description } : {}),
        };
        await photos.queue(meta, photo.image, photo.preview);
        ids.push(meta.id);
      }
      setOpen(false);
      setPicked([]);
      void announce(ids);
    } catch (failure) {
      if (failure instanceof PhotoNotReadable) refuse(failure.check);
      else if (failure instanceof StorageFull)
        notify({ title: 'Phone storage is full', description: failure.message, variant: 'destructive' });
      else notify({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if (picked.length === 0) return refuse(NO_FILE);
    for (const file of picked) {
      const check = await checkPickedFile(file);
      if (!check.ok) return refuse(check);
    }
    await form.handleSubmit((values) => queue(picked, values))();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setRefusal(null);
        setPicked([]);
        form.clearErrors();
        form.resetField('description');
      }}
    >
      <Dialog.Trigger className={buttonClasses('primary', 'lg')}>Upload Photo</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <Dialog.Title className="text-xl font-semibold">Upload Photo</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Photos are saved on this phone first and upload when there is signal.
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            {choosesEmployee ? (
              <SelectField
                label="Employee"
                placeholder="Select an employee"
                options={employees.map((e) => ({ value: e.id, label: e.name }))}
                registration={form.register('employeeId')}
                error={errors.employeeId?.message}
              />
            ) : (
              <p className="text-sm text-slate-700">
                Uploaded by <strong>{me}</strong>
              </p>
            )}
            <SelectField
              label="Photo type"
              placeholder="Select a type"
              options={photoType.options}
              registration={form.register('photoType')}
              error={errors.photoType?.message}
            />
            <TextAreaField
              label="Description (optional)"
              maxLength={500}
              rows={2}
              registration={form.register('description')}
              error={errors.description?.message}
            />
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">Photos</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <button type="button" className={pickButton} onClick={() => pick('camera')}>
                  Take photo
                </button>
                <button type="button" className={pickButton} onClick={() => pick('library')}>
                  Choose from library
                </button>
              </div>
              <div ref={holder} className="sr-only" aria-hidden="true" />
              {picked.length > 0 && (
                <div className="mt-3 flex items-start justify-between gap-2 text-sm" data-testid="picked-photos">
                  <p>
                    <span className="font-semibold">
                      {picked.length === 1 ? '1 photo chosen' : `${picked.length} photos chosen`}
                    </span>
                    <span className="block break-all text-slate-600">{picked.map((f) => f.name).join(', ')}</span>
                  </p>
                  <button
                    type="button"
                    className="min-h-12 px-2 font-semibold text-brand-800 underline"
                    onClick={() => setPicked([])}
                  >
                    Clear
                  </button>
                </div>
              )}
            </fieldset>
            {refusal && !refusal.ok && (
              <div className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900" role="alert">
                <p className="font-semibold">{refusal.title}</p>
                <p className="text-sm">{refusal.message}</p>
              </div>
            )}
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className={buttonClasses('outline', 'lg')}>Cancel</Dialog.Close>
              <button type="submit" className={buttonClasses('primary', 'lg')} disabled={busy}>
                {busy ? 'Preparing…' : 'Upload'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
