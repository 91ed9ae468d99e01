import preview from '#.storybook/preview';
import { expect, fn, screen, within } from 'storybook/test';
import { MoreFiltersDialog } from './more-filters-dialog';

const meta = preview.meta({
  title: 'Features/FilterVehicles/MoreFiltersDialog',
  component: MoreFiltersDialog,
  args: { state: {}, onApply: fn(), onClear: fn() },
});

export const Closed = meta.story({
  args: { state: { petsAllowed: true, shower: true, transmission: 'automatic' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More filters (3)' })).toBeVisible();
  },
});

export const Open = meta.story({
  args: {
    defaultOpen: true,
    state: { petsAllowed: true, heating: true, maxAllowedDrivingLicenseClass: 'B' },
    brands: [
      { id: 1, name: 'Adria' },
      { id: 2, name: 'Hymer' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Pets allowed' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Heating' })).toBeChecked();
    await expect(within(dialog).getByRole('combobox', { name: 'Driving licence' })).toHaveDisplayValue('B');
    await expect(within(dialog).getByRole('combobox', { name: 'Brand' })).toBeInTheDocument();
  },
});

/** The options read as the vehicle page names the same values (it said "Microwave oven", "7-pin (old standard)"). */
export const SameWordsAsTheVehiclePage = meta.story({
  args: { defaultOpen: true, state: { microwaveOven: true, towbarSocket: '7pin', maxMaximumAuthorizedMass: 3500 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Microwave' })).toBeChecked();
    await expect(within(dialog).getByRole('combobox', { name: 'Towbar socket' })).toHaveDisplayValue('7-pin (old standard)');
    await expect(within(dialog).getByRole('combobox', { name: 'Maximum authorised mass' })).toHaveDisplayValue('Up to 3,500 kg');
    await expect(within(dialog).getByRole('combobox', { name: 'Cancellation policy' })).toHaveTextContent('Flexible');
  },
});

export const BrandPage = meta.story({
  args: { defaultOpen: true, brandFixed: true, brands: [{ id: 1, name: 'Adria' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await expect(within(dialog).queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
  },
});

export const Applying = meta.story({
  args: { defaultOpen: true, state: { petsAllowed: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'More filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pets allowed' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Shower' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    // Every additional key is in the standby change: unchecked ones as undefined, so the merge removes them.
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ shower: true, petsAllowed: undefined }));
  },
});
