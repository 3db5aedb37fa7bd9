/**
 * /admin/pricing, the price book, with the real API: the current version's prices in dollars,
 * a price that is not an amount refused before saving, and Save making a new version on the
 * server with the price in cents, which the page then shows as current.
 */
import type { PriceBook } from '@haul/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Office, send, startOffice } from '../../../test/office-server.ts';
import { renderStaff } from '../../../test/render-staff.tsx';

describe('the price book page', () => {
  let office: Office;
  beforeAll(async () => {
    office = await startOffice();
  });
  afterAll(() => office.api.stop());

  it("shows the current version's prices in dollars", async () => {
    await renderStaff({ online: office.admin, path: '/admin/pricing' });
    expect(await screen.findByText(/^Current: version 1\b/)).toHaveTextContent(
      'Current: version 1 — First price book. Minimum load $179.00, full truck $799.00.',
    );
    expect(screen.getByLabelText('Full truck price in dollars')).toHaveValue('799.00');
    expect(screen.getByLabelText('Sofa or sectional piece price in dollars')).toHaveValue('129.00');
    expect(screen.getByRole('region', { name: 'Versions' })).toHaveTextContent(/^VersionsVersion 1: /);
  });

  it('refuses a price that is not an amount: Save stays off', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/pricing' });
    const sofa = await screen.findByLabelText('Sofa or sectional piece price in dollars');
    await events.clear(sofa);
    await events.type(sofa, '12.345');
    expect(sofa).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save as version 2' })).toBeDisabled();
  });

  it('Save makes version 2 on the server, in cents, and the page shows it as current', async () => {
    const { events } = await renderStaff({ online: office.admin, path: '/admin/pricing' });
    const sofa = await screen.findByLabelText('Sofa or sectional piece price in dollars');
    await events.clear(sofa);
    await events.type(sofa, '135.5');
    await events.type(screen.getByLabelText('What changed (shown in the version list)'), 'Sofas up');
    await events.click(screen.getByRole('button', { name: 'Save as version 2' }));
    expect(await screen.findByText(/^Current: version 2 — Sofas up\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save as version 3' })).toBeEnabled());
    const [current] = await send<PriceBook[]>(office, 'GET', '/api/price-books');
    expect(current?.number).toBe(2);
    expect(current?.items.find((i) => i.code === 'sofa')?.priceCents).toBe(13_550);
    expect(screen.getByLabelText('Sofa or sectional piece price in dollars')).toHaveValue('135.50');
  });
});
