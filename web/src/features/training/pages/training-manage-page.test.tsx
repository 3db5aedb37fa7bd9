/**
 * /onboarding/manage, the office's training screen, with the real API: who has finished what,
 * a new module refused until it has a title and saved to the server with its question, and the
 * modules' order changed on the server.
 */
import type { TrainingModule } from '@haul/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

describe('managing training', () => {
  let office: Office;
  const modules = () => send<TrainingModule[]>(office, 'GET', '/api/training/modules');
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it('shows each employee against every module, none done yet', async () => {
    const titles = (await modules()).map((m) => m.title);
    await renderStaff({ online: office.admin, path: '/onboarding/manage' });
    const table = within(await screen.findByRole('table'));
    const heads = table.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads.slice(2)).toEqual(titles.map((t, i) => `${i + 1}. ${t}`));
    const [row] = table.getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(`0/${titles.length}`);
  });

  it('a new module needs a title; saved, it is on the server with its question and in the list', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/onboarding/manage' });
    await events.click(await screen.findByRole('button', { name: 'New Module' }));
    const editor = within(screen.getByRole('form', { name: 'New Module' }));
    await events.click(editor.getByRole('button', { name: 'Save Module' }));
    await waitFor(() => expect(editor.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));

    await events.type(editor.getByLabelText('Title'), 'Lifting safely');
    await events.type(editor.getByLabelText('Description'), 'Bend the knees, not the back.');
    await events.type(editor.getByLabelText(/^Content/), '<p>Keep the load close.</p>');
    await events.type(editor.getByLabelText('Question'), 'Where do you keep the load?');
    await events.type(editor.getByLabelText('Options, one per line'), 'Close to the body{Enter}At arm’s length');
    await events.type(editor.getByLabelText('Explanation'), 'A close load spares the back.');
    await events.click(editor.getByRole('button', { name: 'Save Module' }));

    expect(await screen.findByRole('heading', { name: 'Edit: Lifting safely' })).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Modules' }));
    expect(await list.findByText(/\. Lifting safely$/)).toBeInTheDocument();
    const saved = (await modules()).find((m) => m.title === 'Lifting safely');
    if (!saved) throw new Error('the module is not on the server');
    const full = await send<{ questions: { question: string; options: string[]; correctAnswer: number }[] }>(
      office,
      'GET',
      `/api/training/modules/${saved.id}`,
    );
    expect(full.questions).toEqual([
      expect.objectContaining({
        question: 'Where do you keep the load?',
        options: ['Close to the body', 'At arm’s length'],
        correctAnswer: 0,
      }),
    ]);
  });

  it('moves a module down; the server keeps the new order', async () => {
    const [first, second] = await modules();
    if (!first || !second) throw new Error('two modules expected');
    const { events } = await renderStaff({ online: office.admin, path: '/onboarding/manage' });
    await events.click(await screen.findByRole('button', { name: `Move ${first.title} down` }));
    await waitFor(async () => expect((await modules()).slice(0, 2).map((m) => m.id)).toEqual([second.id, first.id]));
    expect(await screen.findByRole('button', { name: `Move ${first.title} up` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Move ${second.title} up` })).toBeDisabled();
  });
});
