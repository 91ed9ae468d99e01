import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { readEditorDraft } from '@/entities/vehicle';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { VehicleEditor } from './vehicle-editor';

const api = setupApiServer(
  http.get('*/api/asset-brands', () => HttpResponse.json({ data: [{ id: 3, name: 'Volkswagen' }] })),
  http.get('*/api/assets/41', () => HttpResponse.json({ data: draftVehicle() })),
);

afterEach(() => localStorage.clear());

const renderEditor = (vehicleId: number | null, routeName = vehicleId === null ? 'publish-vehicle' : 'edit-vehicle-basic') =>
  renderWithProviders(<VehicleEditor vehicleId={vehicleId} routeName={routeName} ownerId={7} />, { route: vehicleId === null ? '/publish-vehicle' : `/edit-vehicle/${vehicleId}/basic` });

describe('VehicleEditor', () => {
  it('creates a new listing with its first save (POST /assets) and forgets the draft', async () => {
    const bodies = api.answer('post', '*/api/assets', () => HttpResponse.json({ data: draftVehicle({ model: 'Nugget' }) }, { status: 201 }));
    renderEditor(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'List your vehicle' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type of vehicle' }), 'campervan');
    await userEvent.type(screen.getByRole('textbox', { name: 'Model' }), 'Nugget');
    expect(readEditorDraft(null)).toEqual({ subType: 'campervan', model: 'Nugget' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your vehicle is saved as a draft.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'vehicle', subType: 'campervan', model: 'Nugget' }]);
    expect(readEditorDraft(null)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Nugget' })).toBeInTheDocument();
  });

  it('asks a new listing for its type before anything is sent', async () => {
    renderEditor(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'Type of vehicle' })).toHaveAccessibleDescription('Choose the type of vehicle.');
    expect(screen.getByRole('combobox', { name: 'Type of vehicle' })).toHaveFocus();
  });

  it('keeps what was typed through a reload, over the saved vehicle', async () => {
    const first = renderEditor(41);
    const year = await screen.findByRole('spinbutton', { name: 'Model year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2023');
    first.unmount();
    renderEditor(41);
    expect(await screen.findByRole('spinbutton', { name: 'Model year' })).toHaveValue(2023);
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('California Ocean');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes are kept in this browser until you save.');
  });

  it('refuses a model year in the future by its field, without a request', async () => {
    renderEditor(41);
    const year = await screen.findByRole('spinbutton', { name: 'Model year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2099');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(year).toHaveAccessibleDescription('The model year cannot be in the future.');
    expect(year).toHaveFocus();
  });

  it('shows the API refusing a registration number by its field, and saves the rest as a PUT', async () => {
    api.use(http.put('*/api/assets/41', () => HttpResponse.json({ status: 409, slug: 'registration_number_used', message: 'Used.' }, { status: 409 })));
    renderEditor(41);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Registration number' }), 'ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const plate = screen.getByRole('textbox', { name: 'Registration number' });
    await expect.poll(() => plate.getAttribute('aria-invalid')).toBe('true');
    expect(plate).toHaveAccessibleDescription('This registration number is already used by another vehicle.');
    expect(readEditorDraft(41)).toEqual({ licensePlate: 'ABC123' });
  });

  it('offers a retry when the save got no answer, with the changes kept', async () => {
    let calls = 0;
    api.use(
      http.put('*/api/assets/41', async ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 });
        return HttpResponse.json({ data: draftVehicle((await request.json()) as object) });
      }),
    );
    renderEditor(41);
    const model = await screen.findByRole('textbox', { name: 'Model' });
    await userEvent.clear(model);
    await userEvent.type(model, 'Beach');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes could not be saved. They are kept in this browser');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('form')).findByText('Saved.')).toBeInTheDocument();
    expect(readEditorDraft(41)).toBeNull();
  });
});
