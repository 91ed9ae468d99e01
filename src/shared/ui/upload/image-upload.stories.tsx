import preview from '#.storybook/preview';
import { expect, fn, waitFor } from 'storybook/test';
import { ApiError, IMAGE_UPLOAD_RULES } from '@/shared/api';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import type { SendOptions } from './use-upload';

/** A small photo-like picture, so the thumbnail needs no network. */
const THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#e6efe8"/><circle cx="80" cy="62" r="30" fill="#1f5136"/><rect x="32" y="104" width="96" height="56" rx="28" fill="#1f5136"/></svg>',
)}`;

const photo = (name = 'van.jpg', type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });

/**
 * A drag event carrying files as the browser makes it. Testing Library's `fireEvent` copies only
 * own fields of the DataTransfer it is given, so a real one would arrive empty.
 */
const drag = (type: 'dragenter' | 'drop', target: Element, ...files: File[]) => {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
};

/** The field with a send that answers a string: Storybook's types need one concrete component. */
const PhotoField = (props: ImageUploadProps<string>) => <ImageUpload {...props} />;

const meta = preview.meta({
  title: 'Shared/UI/ImageUpload',
  component: PhotoField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Profile photo',
    rules: IMAGE_UPLOAD_RULES,
    image: null,
    shape: 'round' as const,
    capture: 'user' as const,
    send: fn(async () => 'saved'),
    onRotate: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toHaveAccessibleDescription(/JPEG, PNG, GIF, or WEBP, at most 15 MB\./);
  },
});

export const Dragging = meta.story({
  play: async ({ canvas }) => {
    drag('dragenter', canvas.getByText('Drag a photo here or choose one.'), photo());
    await expect(await canvas.findByText('Drop the photo to upload it.')).toBeVisible();
  },
});

export const UploadingWithProgress = meta.story({
  args: {
    // Stops at 40 % and stays there, as a slow connection would.
    send: fn(
      (_file: File, { onProgress }: SendOptions) =>
        new Promise<string>(() => {
          onProgress({ loaded: 820, total: 2048, phase: 'sending' });
        }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), photo());
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading van.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40.0390625'));
    await expect(canvas.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  },
});

export const FailedWithRetry = meta.story({
  args: { send: fn(async () => Promise.reject(new ApiError(503, 'service_unavailable', 'Down'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), photo());
    await expect(await canvas.findByText('The upload failed: the server answered with error 503. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

export const TooLarge = meta.story({
  args: { rules: { ...IMAGE_UPLOAD_RULES, maxBytes: 1024 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), photo());
    await expect(await canvas.findByText(/This file is too large\./)).toBeVisible();
  },
});

export const InvalidType = meta.story({
  play: async ({ canvas }) => {
    drag('drop', canvas.getByText('Drag a photo here or choose one.'), photo('notes.pdf', 'application/pdf'));
    await expect(await canvas.findByText(/This type of file cannot be used\./)).toBeVisible();
  },
});

export const UploadedWithThumbnail = meta.story({
  args: { image: { url: THUMBNAIL, alt: 'Your profile photo' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate right' }));
    await expect(args.onRotate).toHaveBeenCalledWith('right');
    await expect(await canvas.findByRole('status')).toHaveTextContent('The photo is rotated.');
  },
});

export const SquareLogo = meta.story({
  args: { label: 'Company logo', shape: 'square', image: { url: THUMBNAIL, alt: 'Your company logo' }, capture: undefined },
});
