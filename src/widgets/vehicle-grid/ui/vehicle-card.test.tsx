import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, renderWithProviders, vehicleOf } from '@/shared/test';
import { VehicleCard } from './vehicle-card';

describe('VehicleCard name', () => {
  it('is brand and model', () => {
    renderWithProviders(<VehicleCard vehicle={vehicleOf()} href="/vehicle/101" currency="sek" now={FIXTURE_NOW} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Hymer B-Klasse MasterLine');
  });

  it('is the subtype in the words of the filter and the vehicle page when there is neither (it said "Camper")', () => {
    renderWithProviders(<VehicleCard vehicle={vehicleOf({ subType: 'other_camper', brand: null, model: null })} href="/vehicle/101" currency="sek" now={FIXTURE_NOW} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Other camper');
  });
});
