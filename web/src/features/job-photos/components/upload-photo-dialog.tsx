/**
 * Upload Photo: who (crews: themselves; admins: any employee), photo type, an optional note and
 * one or more images, picked with two large buttons (`PhotoPicker`). Every picked file is checked
 * first; if any fails, the spec's message is shown and nothing is queued. Each photo is then
 * prepared on the phone and queued with its record in one step (`useQueuePhotos`), so it shows in
 * the grid at once, waiting to upload.
 */
import { JobPhotoMetadataSchema, photoType, type User } from '@haul/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { checkPickedFile, NO_FILE, type PhotoCheck } from '../../../lib/prepare-photo.ts';
import { useQueuePhotos } from '../hooks/use-queue-photos.ts';
import { PhotoPicker } from './photo-picker.tsx';

/** Who, which kind and a note; the files are checked on their own first (the spec's refusals). */
const PhotoFormSchema = JobPhotoMetadataSchema.pick({ description: true }).extend({
  employeeId: z.string().min(1, 'Choose the employee who took the photo.'),
  photoType: z.enum(photoType.values, { error: 'Choose the photo type.' }),
});

/** The spec's refusal, inside the dialog above its buttons: a toast at the bottom of a phone would cover Upload. */
function Refusal({ check }: { check: PhotoCheck | null }) {
  if (!check || check.ok) return null;
  return (
    <div className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900" role="alert">
      <p className="font-semibold">{check.title}</p>
      <p className="text-sm">{check.message}</p>
    </div>
  );
}

export function UploadPhotoDialog({
  user,
  appointmentId,
  employees,
}: {
  user: User;
  appointmentId: string;
  employees: { id: string; name: string }[];
}) {
  const { busy, queue } = useQueuePhotos(appointmentId);
  const [open, setOpen] = useState(false);
  // Crews act as themselves; the choice is offered to admins (and to an account with no employee).
  const choosesEmployee = user.role === 'admin' || !user.employeeId;
  const form = useForm<z.input<typeof PhotoFormSchema>, unknown, z.output<typeof PhotoFormSchema>>({
    resolver: zodResolver(PhotoFormSchema),
    defaultValues: { employeeId: choosesEmployee ? '' : (user.employeeId ?? ''), description: '' },
  });
  const errors = form.formState.errors;
  const [refusal, setRefusal] = useState<PhotoCheck | null>(null);
  const [picked, setPicked] = useState<File[]>([]);
  const me = employees.find((e) => e.id === user.employeeId)?.name ?? user.username;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if (picked.length === 0) return setRefusal(NO_FILE);
    for (const file of picked) {
      const check = await checkPickedFile(file);
      if (!check.ok) return setRefusal(check);
    }
    await form.handleSubmit(async (values) => {
      const queued = await queue(picked, values);
      if (queued?.ok) {
        setOpen(false);
        setPicked([]);
      } else if (queued) setRefusal(queued);
    })();
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
            <PhotoPicker
              picked={picked}
              onPick={(files) => {
                setRefusal(null);
                setPicked((before) => [...before, ...files]);
              }}
              onClear={() => setPicked([])}
            />
            <Refusal check={refusal} />
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
