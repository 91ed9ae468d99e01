import preview from '#.storybook/preview';
import { vehicleEditorMachine, selectVehicleEditorView, type VehicleEditorContext } from '@machines/vehicle-editor';
import { draftVehicle } from '@machines/vehicle-editor/vehicle-editor.fixtures';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { VehiclePhoto } from '@/entities/vehicle';
import { VehicleEditorScreen } from './vehicle-editor-screen';

const picture = (hue: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue} 45% 50%)"/></svg>`)}`;
const photo = (id: number, viewType: VehiclePhoto['viewType'], position = 0): VehiclePhoto => {
  const variant = { url: picture(id * 47), webp: picture(id * 47) };
  return { id, assetId: 41, viewType, position, width: 1920, height: 1280, sizes: { card: variant, medium: variant, large: variant, xlarge: variant, full: variant } };
};
const ALL = [photo(1, 'main'), photo(2, 'additional', 0), photo(3, 'additional', 1), photo(4, 'additional', 2), photo(5, 'kitchen')];
const withPhotos = draftVehicle({ infoStatuses: { ...draftVehicle().infoStatuses, images: true } });

const list = (images: VehiclePhoto[]) => http.get('*/api/assets/41/images', () => HttpResponse.json({ data: images }));
const failure = (status: number) => HttpResponse.json({ status, slug: 'server_error', message: 'Down' }, { status });

/** The editor on its photos step, as the machine has it while editing a saved vehicle. */
function photosStep(vehicle = draftVehicle()) {
  const context: VehicleEditorContext = { vehicleId: 41, vehicle, step: 'images', changes: {}, saved: false, failure: null, activation: null };
  const view = selectVehicleEditorView(vehicleEditorMachine.resolveState({ value: 'editing', context }));
  return <VehicleEditorScreen view={view} send={() => undefined} hrefOf={(step) => `/edit-vehicle/41/${step}`} />;
}

/** A PNG of that size drawn here, for the browser's own check of 000 §5. */
async function png(name: string, width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')?.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
}

const meta = preview.meta({
  title: 'Features/EditVehicle/Photos',
  render: () => photosStep(),
});

export const NoPhotos = meta.story({
  beforeEach({ msw }) {
    msw.use(list([]));
  },
  play: async () => {
    await expect(await screen.findByRole('group', { name: 'Main photo' })).toHaveAccessibleDescription('JPEG, PNG, GIF or WEBP, landscape, at least 1600 × 1200 pixels.');
    await expect(screen.getByText('Add a main photo: a vehicle cannot be published without one.')).toBeVisible();
    await expect(screen.getByText('No additional photos yet.')).toBeVisible();
    for (const view of ['Back right', 'Bathroom', 'Kitchen', 'Floor plan', 'Sitting area', 'Sleeping area', 'Storage area']) await expect(screen.getByRole('group', { name: view })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Registration document' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Upload the document' })).toBeEnabled();
  },
});

export const WithPhotos = meta.story({
  render: () => photosStep(withPhotos),
  beforeEach({ msw }) {
    msw.use(list(ALL));
  },
  play: async () => {
    const additional = await screen.findByRole('list', { name: 'Additional photos' });
    await expect(within(additional).getAllByRole('listitem')).toHaveLength(3);
    await expect(screen.getByRole('button', { name: 'Move up: photo 1' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Move down: photo 3' })).toBeDisabled();
    await expect(screen.getByRole('img', { name: 'Your photo: Main photo' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Your photo: Kitchen' })).toBeVisible();
    await expect(screen.queryByText('Add a main photo: a vehicle cannot be published without one.')).not.toBeInTheDocument();
    // The section's completion is the API's (infoStatuses.images).
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('listitem');
    await expect(tabs.find((tab) => tab.textContent?.startsWith('Photos'))).toHaveTextContent('PhotosComplete');
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/images', () => delay('infinite')));
  },
  play: async () => {
    await expect(await screen.findByText('Loading the photos')).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/assets/41/images', () => failure(500)));
  },
  play: async () => {
    await expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The photos could not be loaded.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const TooSmallRefusedByTheField = meta.story({
  beforeEach({ msw }) {
    msw.use(list([]));
  },
  play: async ({ userEvent }) => {
    const main = await screen.findByRole('group', { name: 'Main photo' });
    const choose = () => within(main).getByRole('button', { name: 'Choose a photo' });
    await userEvent.upload(within(main).getByLabelText('Choose a photo'), await png('small.png', 1599, 1200));
    await waitFor(() => expect(choose()).toHaveAccessibleDescription(/This photo is too small\. Choose one of at least 1600 × 1200 pixels\./));
    await userEvent.upload(within(main).getByLabelText('Choose a photo'), await png('portrait.png', 1200, 1600));
    await waitFor(() => expect(choose()).toHaveAccessibleDescription(/Choose a landscape photo: wider than it is tall\./));
  },
});

export const MovedByKeyboard = meta.story({
  render: () => photosStep(withPhotos),
  beforeEach({ msw }) {
    msw.use(list(ALL), http.post('*/api/asset-images/4/move-up', () => HttpResponse.json({ data: [photo(1, 'main'), photo(2, 'additional', 0), photo(4, 'additional', 1), photo(3, 'additional', 2), photo(5, 'kitchen')] })));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: photo 3' }));
    await expect(await screen.findByText('The photo is moved to place 2 of 3.')).toBeInTheDocument();
  },
});

export const MoveFailed = meta.story({
  render: () => photosStep(withPhotos),
  beforeEach({ msw }) {
    msw.use(list(ALL), http.post('*/api/asset-images/4/move-up', () => failure(500)));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: photo 3' }));
    await expect(await screen.findByText('The photo could not be moved. Try again.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
});

export const DeleteAsksFirst = meta.story({
  render: () => photosStep(withPhotos),
  beforeEach({ msw }) {
    msw.use(list(ALL), http.delete('*/api/asset-images/3', () => failure(500)));
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await expect(dialog).toHaveTextContent('Photo 2 is deleted for good: to show it again, upload it again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('It could not be deleted. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const RegistrationDocument = meta.story({
  render: () => photosStep(draftVehicle({ registrationDocument: { id: 9, assetId: 41, url: 'https://sandbox.test/registration.pdf', fileName: 'registration.pdf', mimeType: 'application/pdf' } })),
  beforeEach({ msw }) {
    msw.use(list([]));
  },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Open registration.pdf' })).toHaveAttribute('href', 'https://sandbox.test/registration.pdf');
    await expect(screen.getByRole('button', { name: 'Replace the document' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Delete the document' })).toBeEnabled();
  },
});
