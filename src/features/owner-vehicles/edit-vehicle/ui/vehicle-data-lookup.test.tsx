import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '@/shared/api';
import { readEditorDraft } from '@/entities/vehicle';
import { renderWithProviders } from '@/shared/test';
import { setupApiServer } from '@/shared/test-server';
import { VehicleEditor } from './vehicle-editor';

/** The register's Volkswagen California Ocean (the fixture's vehicle is one of 2021, in Sweden). */
const CALIFORNIA: components['schemas']['VehicleData'] = {
  country: 'SE',
  licensePlate: 'DNR 512',
  subType: 'campervan',
  brandId: 3,
  brandName: 'Volkswagen',
  model: 'California Ocean',
  modelYear: 2022,
  registrationDate: '2022-04-15',
  colour: 'blue',
  length: 490,
  width: 190,
  height: 199,
  curbWeight: 2_520,
  maximumAuthorizedMass: 3_080,
  sitsNumber: 4,
  seatsWithBelt: 4,
  fueltype: 'diesel',
  transmission: 'automatic',
  drivingLicenseClass: 'B',
  euro6Compliant: true,
  currentOdometerValue: 24_000,
};

const api = setupApiServer(
  http.get('*/api/asset-brands', () => HttpResponse.json({ data: [{ id: 3, name: 'Volkswagen' }] })),
  http.get('*/api/assets/41', () => HttpResponse.json({ data: draftVehicle({ maximumAuthorizedMass: null, currentOdometerValue: null }) })),
);

afterEach(() => localStorage.clear());

const renderEditor = () => renderWithProviders(<VehicleEditor vehicleId={41} routeName="edit-vehicle-basic" ownerId={7} />, { route: '/edit-vehicle/41/basic' });
const lookUp = async (plate: string) => {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Registration number' }), plate);
  // The lookup loads with the equipment step's chunk.
  await userEvent.click(await screen.findByRole('button', { name: 'Fetch the vehicle data' }, { timeout: 5000 }));
};

describe('the import of the vehicle data by registration number (000 §5, §7)', () => {
  it('shows what the register has, fills the empty fields on confirmation, keeps the owner\'s model year unless asked, and saves them', async () => {
    const asked = api.answer('get', '*/api/vehicle-data/:a/:b', ({ params }) => HttpResponse.json({ data: { ...CALIFORNIA, asked: params } }));
    const sent = api.answer('put', '*/api/assets/41', async ({ request }) => HttpResponse.json({ data: draftVehicle((await request.clone().json()) as object) }));
    renderEditor();
    await lookUp('dnr 512');
    const found = await screen.findByRole('region', { name: 'Found in the register: DNR 512' });
    expect(asked).toHaveLength(1);
    expect(within(found).getByText('Length').nextSibling).toHaveTextContent('490 cm');
    expect(within(found).getByText('Maximum authorised mass').nextSibling).toHaveTextContent('3,080 kg');
    expect(within(found).getByText('Fuel').nextSibling).toHaveTextContent('Diesel');
    expect(within(found).getByText('Model year').nextSibling).toHaveTextContent('2022 (you entered 2021)');

    // Without asking, the owner's 2021 stays; every empty field is filled.
    await userEvent.click(within(found).getByRole('button', { name: 'Fill in 14 fields' }));
    expect(await screen.findByText('The vehicle data is filled in. Check it, then save.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Length (cm)' })).toHaveValue(490);
    expect(screen.getByRole('combobox', { name: 'Gearbox' })).toHaveValue('automatic');
    expect(screen.getByRole('spinbutton', { name: 'Model year' })).toHaveValue(2021);
    expect(readEditorDraft(41)).toMatchObject({ licensePlate: 'dnr 512', length: 490, maximumAuthorizedMass: 3_080, currentOdometerValue: 24_000 });

    // Asked again, with "replace": the register's year too.
    await userEvent.click(screen.getByRole('button', { name: 'Fetch the vehicle data' }));
    const again = await screen.findByRole('region', { name: 'Found in the register: DNR 512' });
    expect(within(again).getByText('Everything the register knows is already filled in.', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('checkbox', { name: 'Also replace the value I entered' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Fill in 1 field' }));
    expect(screen.getByRole('spinbutton', { name: 'Model year' })).toHaveValue(2022);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('form')).findByText('Saved.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ licensePlate: 'dnr 512', modelYear: 2022, length: 490, curbWeight: 2_520, fueltype: 'diesel', drivingLicenseClass: 'B' });
  });

  it('says by the field that no vehicle has the number, and retries a failed lookup', async () => {
    let calls = 0;
    api.use(
      http.get('*/api/vehicle-data/:a/:b', () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ status: 404, slug: 'vehicle_not_found', message: 'Not found' }, { status: 404 });
        if (calls === 2) return HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 });
        return HttpResponse.json({ data: CALIFORNIA });
      }),
    );
    renderEditor();
    await lookUp('ZZZ 999');
    expect(await screen.findByRole('alert')).toHaveTextContent('We found no vehicle with the registration number ZZZ 999 in Sweden. Check the number, or fill in the fields yourself.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The vehicle data could not be fetched. Your entries are kept.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registration number' })).toHaveValue('ZZZ 999');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Found in the register: DNR 512' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('asks for a plate that can be one before calling, and is not offered where the register cannot be read', async () => {
    const asked = api.answer('get', '*/api/vehicle-data/:a/:b', () => HttpResponse.json({ data: CALIFORNIA }));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Fetch the vehicle data' }, { timeout: 5000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the registration number as it is on the plate, such as ABC 123.');
    expect(asked).toEqual([]);
    // 000 §5: Swiss vehicles are registered here, but their data is not imported.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country of registration' }), 'CH');
    expect(screen.queryByRole('button', { name: 'Fetch the vehicle data' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Country of registration' })).getAllByRole('option').map((o) => o.getAttribute('value')).filter(Boolean).sort()).toEqual(['CH', 'DK', 'FI', 'LI', 'NO', 'SE']);
  });
});
