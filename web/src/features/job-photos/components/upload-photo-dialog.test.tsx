import { LIMITS } from '@haul/shared';
import { tinyJpeg } from '@haul/shared/factories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobRow } from '../../../offline/testing/rows.ts';
import { renderStaff, staffUser } from '../../../test/render-staff.tsx';

const crew = staffUser('crew');
const job = jobRow('2026-01-05', {
  firstName: 'Dana',
  lastName: 'Whitfield',
  assignedEmployeeIds: [crew.employeeId ?? ''],
});

/** The crew member's job opened on /job-photos, and the Upload Photo dialog opened on it. */
async function openDialog() {
  const view = await renderStaff({
    as: crew,
    path: `/job-photos?job=${job.id}`,
    device: (db) => db.synced('appointments').put(job),
  });
  await view.events.click(await screen.findByRole('button', { name: 'Upload Photo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upload Photo' }));
  return { ...view, dialog };
}

/** Picks files through the dialog's own picker (the file input its button puts in the page). */
async function pick(view: Awaited<ReturnType<typeof openDialog>>, ...files: File[]) {
  await view.events.click(view.dialog.getByRole('button', { name: 'Choose from library' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the picker put no file input in the page');
  await view.events.upload(input, files);
  expect(
    await view.dialog.findByText(files.length === 1 ? '1 photo chosen' : `${files.length} photos chosen`),
  ).toBeInTheDocument();
}

const chooseType = (view: Awaited<ReturnType<typeof openDialog>>) =>
  view.events.selectOptions(view.dialog.getByRole('combobox', { name: 'Photo type' }), 'Before');

async function refusal(view: Awaited<ReturnType<typeof openDialog>>) {
  await view.events.click(view.dialog.getByRole('button', { name: 'Upload' }));
  return view.dialog.findByRole('alert');
}

const jpeg = (name = 'truck.jpg') => new File([tinyJpeg()], name, { type: 'image/jpeg' });

describe("the photo dialog's refusals (spec §6)", () => {
  it('refuses an upload with no photo chosen', async () => {
    const view = await openDialog();
    await chooseType(view);
    const alert = await refusal(view);
    expect(alert).toHaveTextContent('No File Selected');
    expect(alert).toHaveTextContent('Please select a photo to upload.');
  });

  it('refuses a file over 10 MB, and queues nothing', async () => {
    const view = await openDialog();
    await chooseType(view);
    const big = new File([tinyJpeg(), new Uint8Array(LIMITS.photoMaxBytes)], 'big.jpg', { type: 'image/jpeg' });
    await pick(view, big);
    const alert = await refusal(view);
    expect(alert).toHaveTextContent('File Too Large');
    expect(alert).toHaveTextContent('Please select a file smaller than 10MB.');
    expect(screen.getByText('All changes saved to the server')).toBeInTheDocument();
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const view = await openDialog();
    await chooseType(view);
    const pdf = new File(['%PDF-1.7 not a photo'], 'receipt.jpg', { type: 'image/jpeg' });
    await pick(view, jpeg(), pdf);
    const alert = await refusal(view);
    expect(alert).toHaveTextContent('Invalid File Type');
    expect(alert).toHaveTextContent('Please select an image file.');
  });

  it('refuses an iPhone HEIC photo this browser cannot read, saying what to do', async () => {
    const view = await openDialog();
    await chooseType(view);
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, 0, 0, 0, 0]);
    await pick(view, new File([heic], 'IMG_0001.HEIC', { type: 'image/heic' }));
    const alert = await refusal(view);
    expect(alert).toHaveTextContent('Invalid File Type');
    expect(alert).toHaveTextContent(/iPhone HEIC format/);
    expect(screen.getByText('All changes saved to the server')).toBeInTheDocument();
  });

  it('asks for the photo type before anything is queued', async () => {
    const view = await openDialog();
    await pick(view, jpeg());
    await view.events.click(view.dialog.getByRole('button', { name: 'Upload' }));
    expect(await view.dialog.findByText('Choose the photo type.')).toBeInTheDocument();
    expect(view.dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new pick clears the last refusal, and Clear empties the choice', async () => {
    const view = await openDialog();
    await chooseType(view);
    await refusal(view);
    await pick(view, jpeg());
    expect(view.dialog.queryByRole('alert')).not.toBeInTheDocument();
    await view.events.click(view.dialog.getByRole('button', { name: 'Clear' }));
    expect(view.dialog.queryByText('1 photo chosen')).not.toBeInTheDocument();
  });
});
