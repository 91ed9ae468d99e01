import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { components } from '@/shared/api';
import type { VehicleChanges } from '@/entities/vehicle';
import { VehicleDataLookup } from './vehicle-data-lookup';

/** The sandbox register's Kabe (SE `KRT 42F`). */
const KABE: components['schemas']['VehicleData'] = {
  country: 'SE',
  licensePlate: 'KRT 42F',
  subType: 'motorhome',
  brandId: 7,
  brandName: 'Kabe',
  model: 'Travel Master Imperial 880 QB',
  modelYear: 2021,
  registrationDate: '2021-04-15',
  colour: 'white',
  length: 882,
  width: 235,
  height: 305,
  curbWeight: 3_390,
  maximumAuthorizedMass: 3_500,
  sitsNumber: 4,
  seatsWithBelt: 4,
  fueltype: 'diesel',
  transmission: 'automatic',
  drivingLicenseClass: 'B',
  euro6Compliant: true,
  currentOdometerValue: 38_500,
};
const found = http.get('*/api/vehicle-data/se/KRT42F', () => HttpResponse.json({ data: KABE }));
const notFound = http.get('*/api/vehicle-data/se/:b', () => HttpResponse.json({ status: 404, slug: 'vehicle_not_found', message: 'Not found' }, { status: 404 }));
const down = http.get('*/api/vehicle-data/se/:b', () => HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'Down' }, { status: 503 }));

/** The lookup over a vehicle the owner has begun (a model year of their own), with what it fills shown below. */
function Lookup({ start }: { start: VehicleChanges }) {
  const [values, setValues] = useState<VehicleChanges>(start);
  return (
    <>
      <VehicleDataLookup values={values} onApply={(changes) => setValues((current) => ({ ...current, ...changes }))} />
      <pre data-testid="values">{JSON.stringify(values)}</pre>
    </>
  );
}

const begun: VehicleChanges = { registrationCountry: 'SE', licensePlate: 'KRT 42F', subType: 'motorhome', modelYear: 2020 };
const fetchData = async () => userEvent.click(await screen.findByRole('button', { name: 'Fetch the vehicle data' }));

const meta = preview.meta({ title: 'Features/EditVehicle/VehicleDataLookup', component: VehicleDataLookup });

export const Idle = meta.story({
  render: () => <Lookup start={begun} />,
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Fetch the vehicle data' })).toHaveAccessibleDescription('From the vehicle register of Sweden, by the registration number.');
  },
});

export const Found = meta.story({
  beforeEach({ msw }) {
    msw.use(found);
  },
  render: () => <Lookup start={begun} />,
  play: async () => {
    await fetchData();
    const region = await screen.findByRole('region', { name: 'Found in the register: KRT 42F' });
    await expect(within(region).getByText('Model year').nextSibling).toHaveTextContent('2021 (you entered 2020)');
    await expect(within(region).getByText('Curb weight').nextSibling).toHaveTextContent('3,390 kg');
    await expect(within(region).getByRole('checkbox', { name: 'Also replace the value I entered' })).not.toBeChecked();
  },
});

export const Applied = meta.story({
  beforeEach({ msw }) {
    msw.use(found);
  },
  render: () => <Lookup start={begun} />,
  play: async () => {
    await fetchData();
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in 16 fields' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('The vehicle data is filled in. Check it, then save.');
    const values = JSON.parse(screen.getByTestId('values').textContent ?? '{}') as VehicleChanges;
    await expect(values).toMatchObject({ modelYear: 2020, length: 882, brandId: 7 });
  },
});

export const NotFound = meta.story({
  beforeEach({ msw }) {
    msw.use(notFound);
  },
  render: () => <Lookup start={{ ...begun, licensePlate: 'ZZZ 999' }} />,
  play: async () => {
    await fetchData();
    await expect(await screen.findByRole('alert')).toHaveTextContent('We found no vehicle with the registration number ZZZ 999 in Sweden.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const Failed = meta.story({
  beforeEach({ msw }) {
    msw.use(down);
  },
  render: () => <Lookup start={begun} />,
  play: async () => {
    await fetchData();
    await expect(await screen.findByRole('alert')).toHaveTextContent('The vehicle data could not be fetched. Your entries are kept.');
  },
});

export const NotAPlate = meta.story({
  render: () => <Lookup start={{ ...begun, licensePlate: '' }} />,
  play: async () => {
    await fetchData();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Enter the registration number as it is on the plate, such as ABC 123.');
  },
});
