import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, IMAGE_UPLOAD_RULES, UploadError, type UploadRules } from '@/shared/api';
import { renderWithProviders } from '@/shared/test';
import { mockMatchMedia } from '../utils/test-polyfills';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import type { SendOptions } from './use-upload';

afterEach(() => mockMatchMedia());

const photo = (name = 'van.jpg', type = 'image/jpeg', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

/** A send whose outcome the test decides, which gives up on its signal like `uploadFile`. */
function controlledSend() {
  const calls: { file: File; options: SendOptions; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn(
    (file: File, options: SendOptions) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, options, resolve, reject });
        options.signal.addEventListener('abort', () => reject(new UploadError({ kind: 'canceled' })));
      }),
  );
  return { send, calls };
}

function renderUpload(props: Partial<ImageUploadProps<string>> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<ImageUpload label="Profile photo" rules={IMAGE_UPLOAD_RULES} image={null} send={vi.fn()} {...props} />);
  const field = screen.getByRole('group', { name: 'Profile photo' });
  return { user, field, input: screen.getByLabelText<HTMLInputElement>('Choose a photo') };
}

describe('ImageUpload', () => {
  it('names the field and says which files it takes', () => {
    const { field } = renderUpload();
    expect(field).toHaveAccessibleDescription('JPEG, PNG, GIF, or WEBP, at most 15 MB.');
    expect(within(field).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the file picker from the keyboard', async () => {
    const { user, input } = renderUpload();
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the progress while the file goes up, then says it is uploaded', async () => {
    const { send, calls } = controlledSend();
    const onUploaded = vi.fn();
    const { user, input, field } = renderUpload({ send, onUploaded });
    await user.upload(input, photo());

    const bar = await within(field).findByRole('progressbar', { name: 'Uploading van.jpg' });
    expect(calls[0]?.file.name).toBe('van.jpg');
    calls[0]?.options.onProgress({ loaded: 40, total: 100, phase: 'sending' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    calls[0]?.options.onProgress({ loaded: 100, total: 100, phase: 'processing' });
    expect(await within(field).findByRole('progressbar', { name: 'Processing van.jpg…' })).toBeInTheDocument();

    calls[0]?.resolve('saved');
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is uploaded.');
    expect(onUploaded).toHaveBeenCalledWith('saved');
    expect(within(field).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload on the way', async () => {
    const { send, calls } = controlledSend();
    const { user, input, field } = renderUpload({ send });
    await user.upload(input, photo());
    await user.click(await within(field).findByRole('button', { name: 'Cancel upload' }));
    expect(calls[0]?.options.signal.aborted).toBe(true);
    expect(await within(field).findByRole('status')).toHaveTextContent('The upload was canceled.');
    expect(within(field).getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription(/failed/);
  });

  it('refuses a file over the size limit by the field, without sending it', async () => {
    const send = vi.fn();
    const rules: UploadRules = { ...IMAGE_UPLOAD_RULES, maxBytes: 2 * 1024 * 1024 };
    const { user, input, field } = renderUpload({ send, rules });
    await user.upload(input, photo('big.jpg', 'image/jpeg', 3 * 1024 * 1024));
    const choose = within(field).getByRole('button', { name: 'Choose a photo' });
    expect(choose).toHaveAccessibleDescription(/This file is too large\. Choose one of at most 2 MB\./);
    expect(send).not.toHaveBeenCalled();
    expect(within(field).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says by the field what the caller's own check refused, without sending the file", async () => {
    const send = vi.fn();
    const check = vi.fn(async (file: File) => (file.name === 'small.jpg' ? 'Too few pixels.' : null));
    const { user, input } = renderUpload({ send, check });
    await user.upload(input, photo('small.jpg'));
    const choose = screen.getByRole('button', { name: 'Choose a photo' });
    await vi.waitFor(() => expect(choose).toHaveAccessibleDescription(/Too few pixels\./));
    expect(check).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    // Type and size come first: a refused type is not checked further.
    await user.upload(input, photo('van.heic', 'image/heic'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('shows that a file is being dragged over it, and refuses a dropped file of another type', async () => {
    const send = vi.fn();
    const { field } = renderUpload({ send });
    const prompt = within(field).getByText('Drag a photo here or choose one.');
    fireEvent.dragEnter(prompt, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(within(field).getByText('Drop the photo to upload it.')).toBeInTheDocument();
    fireEvent.drop(within(field).getByText('Drop the photo to upload it.'), { dataTransfer: { files: [photo('notes.pdf', 'application/pdf')] } });
    expect(field).toHaveAccessibleDescription(/This type of file cannot be used\. Choose a JPEG, PNG, GIF, or WEBP file\./);
    expect(within(field).getByText('Drag a photo here or choose one.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says the server’s status when the upload fails, and sends the same file again on "Try again"', async () => {
    const { send, calls } = controlledSend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, input, field } = renderUpload({ send });
    await user.upload(input, photo('van.webp', 'image/webp'));
    await within(field).findByRole('progressbar');
    calls[0]?.reject(new ApiError(500, 'server_error', 'Boom'));
    expect(await within(field).findByText('The upload failed: the server answered with error 500. Try again.')).toBeInTheDocument();

    await user.click(within(field).getByRole('button', { name: 'Try again' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(calls[1]?.file.name).toBe('van.webp');
    calls[1]?.resolve('saved');
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is uploaded.');
    expect(within(field).queryByText(/the server answered/)).not.toBeInTheDocument();
  });

  it('says when the connection dropped', async () => {
    const send = vi.fn().mockRejectedValue(new UploadError({ kind: 'network' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, input, field } = renderUpload({ send });
    await user.upload(input, photo());
    expect(await within(field).findByText('The upload was interrupted. Check your connection and try again.')).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('shows the uploaded image and rotates and removes it', async () => {
    const onRotate = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError(503, 'down', 'Down'));
    const onRemove = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, field } = renderUpload({ image: { url: 'https://media.test/me.svg', alt: 'Your profile photo' }, onRotate, onRemove });
    expect(within(field).getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', 'https://media.test/me.svg');
    expect(within(field).getByRole('button', { name: 'Replace photo' })).toBeEnabled();

    await user.click(within(field).getByRole('button', { name: 'Rotate left' }));
    expect(onRotate).toHaveBeenLastCalledWith('left');
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is rotated.');

    await user.click(within(field).getByRole('button', { name: 'Rotate right' }));
    expect(onRotate).toHaveBeenLastCalledWith('right');
    expect(await within(field).findByText('The photo could not be rotated. Try again.')).toBeInTheDocument();

    await user.click(within(field).getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is removed.');
    expect(within(field).queryByText('The photo could not be rotated. Try again.')).not.toBeInTheDocument();
  });

  it('offers the camera on touch screens', async () => {
    mockMatchMedia('(pointer: coarse)');
    const send = vi.fn().mockResolvedValue('saved');
    const { user, field } = renderUpload({ send, capture: 'user' });
    const camera = screen.getByLabelText<HTMLInputElement>('Take a photo');
    expect(camera).toHaveAttribute('capture', 'user');
    const click = vi.spyOn(camera, 'click');
    await user.click(within(field).getByRole('button', { name: 'Take a photo' }));
    expect(click).toHaveBeenCalled();
    await user.upload(camera, photo('selfie.jpg'));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'selfie.jpg' }), expect.anything());
  });

  it('offers no camera with a mouse', () => {
    renderUpload({ capture: 'environment' });
    expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();
  });
});

describe('ImageUpload with a prepare step', () => {
  it('checks and sends the prepared file, so a big photo made small is accepted', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const rules: UploadRules = { ...IMAGE_UPLOAD_RULES, maxBytes: 2 * 1024 * 1024 };
    const prepare = vi.fn(async (file: File) => new File([new Uint8Array(512)], file.name, { type: 'image/jpeg' }));
    const { user, input, field } = renderUpload({ send, rules, prepare });
    await user.upload(input, photo('camera.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is uploaded.');
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'camera.jpg', size: 512 });
  });

  it('sends the chosen file when preparing it fails', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const { user, input, field } = renderUpload({ send, prepare: () => Promise.reject(new Error('No canvas')) });
    await user.upload(input, photo('van.jpg'));
    expect(await within(field).findByRole('status')).toHaveTextContent('The photo is uploaded.');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'van.jpg', size: 1024 });
  });
});
