/**
 * The office's kept lists (trucks, facilities, disposal partners), with the real API: each add
 * form's fields are found by their labels, keep their input attributes, and adding through them
 * puts the new record in the list; what the shared create schema refuses is said under its field
 * and nothing is sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../offline/testing/api-server.ts';
import { renderStaff, signInOnline } from '../../test/render-staff.tsx';

async function openCard(api: TestApi, path: string, title: string) {
  const session = await signInOnline(api, 'admin');
  const view = await renderStaff({ online: session, path });
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  const card = within(heading.closest('section') ?? document.body);
  await waitFor(() => expect(card.queryByText('Loading...')).toBeNull());
  return { ...view, card, cookie: session.cookie };
}

describe("the office's kept lists", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  it('adds a truck from its labelled name, plate and capacity', async () => {
    const { card, events } = await openCard(api, '/admin/trucks', 'Trucks');
    const capacity = card.getByLabelText('Capacity (cubic yards)');
    expect(capacity).toHaveAttribute('type', 'number');
    expect(capacity).toHaveAttribute('inputmode', 'numeric');
    expect(capacity).toHaveAttribute('min', '1');
    expect(capacity).toHaveAttribute('max', '60');
    expect(capacity).toHaveValue(16);
    expect(card.getByLabelText('Plate')).toHaveAttribute('maxlength', '12');
    expect(card.getByRole('button', { name: 'Add truck' })).toBeDisabled();

    await events.type(card.getByLabelText('Name'), 'Truck 9');
    await events.type(card.getByLabelText('Plate'), 'GA KL 42');
    await events.clear(capacity);
    await events.type(capacity, '20');
    await events.click(card.getByRole('button', { name: 'Add truck' }));

    expect(await card.findByText('Plate GA KL 42 · 20 cubic yards')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove Truck 9' })).toBeInTheDocument();
    await waitFor(() => expect(card.getByLabelText('Name')).toHaveValue(''));
  });

  it.each([
    {
      path: '/admin/trucks',
      title: 'Facilities',
      first: 'landfill',
      kind: 'Recycler',
      fields: { Name: 'Metro Scrap', 'Address (optional)': '1 Mill St' },
      button: 'Add facility',
      shows: 'Recycler · 1 Mill St',
    },
    {
      path: '/admin/compliance',
      title: 'Where it goes',
      first: 'tyre_carrier',
      kind: 'Certified refrigerant recycler',
      fields: { Name: 'Cold Cycle', 'Permit or certification number': 'EPA-608-77' },
      button: 'Add',
      shows: 'Certified refrigerant recycler · Certification EPA-608-77',
    },
  ])('adds to $title an entry of the chosen kind', async ({ path, title, first, kind, fields, button, shows }) => {
    const { card, events } = await openCard(api, path, title);
    expect(card.getByLabelText('Kind')).toHaveValue(first);
    await events.selectOptions(card.getByLabelText('Kind'), kind);
    for (const [label, value] of Object.entries(fields)) await events.type(card.getByLabelText(label), value);
    await events.click(card.getByRole('button', { name: button }));

    expect(await card.findByText(shows)).toBeInTheDocument();
  });

  it('refuses a truck of no capacity under its field, and adds nothing', async () => {
    const { card, events, cookie } = await openCard(api, '/admin/trucks', 'Trucks');
    await events.type(card.getByLabelText('Name'), 'Truck 0');
    await events.type(card.getByLabelText('Plate'), 'GA ZERO');
    const capacity = card.getByLabelText('Capacity (cubic yards)');
    await events.clear(capacity);
    await events.type(capacity, '0');
    await events.click(card.getByRole('button', { name: 'Add truck' }));

    await waitFor(() => expect(capacity).toHaveAccessibleDescription('At least 1 cubic yard'));
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByLabelText('Name')).toHaveValue('Truck 0');
    expect(card.queryByText(/Plate GA ZERO/)).toBeNull();
    const listed = await (await fetch(`${api.url}/api/office/trucks`, { headers: { cookie } })).text();
    expect(listed).toContain('"trucks"');
    expect(listed).not.toContain('Truck 0');
  });

  it.each([
    {
      path: '/admin/trucks',
      title: 'Facilities',
      others: { 'Address (optional)': '2 Mill St' },
      button: 'Add facility',
    },
    {
      path: '/admin/compliance',
      title: 'Where it goes',
      others: { 'Permit or certification number': 'GA-STC-1' },
      button: 'Add',
    },
  ])('refuses to $title a name pasted with a tab in it', async ({ path, title, others, button }) => {
    const { card, events } = await openCard(api, path, title);
    const name = card.getByLabelText('Name');
    await events.click(name);
    await events.paste('Dock\tSide');
    for (const [label, value] of Object.entries(others)) await events.type(card.getByLabelText(label), value);
    await events.click(card.getByRole('button', { name: button }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Must not contain control characters'));
    expect(card.queryByText(/Dock\s?Side/)).toBeNull();
  });
});
