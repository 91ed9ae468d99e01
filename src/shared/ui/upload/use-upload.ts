import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUpload, uploadFailureOf, type UploadFailure, type UploadProgress, type UploadRules } from '@/shared/api';

/** What the component hands the caller's send function. */
export interface SendOptions {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: UploadProgress | null; preview: string | null }
  /** `file` is kept when sending the same file again may work (a server or connection failure). */
  | { status: 'failed'; failure: UploadFailure; file: File | null };

export interface UseUploadOptions<T> {
  rules: UploadRules;
  /** Sends the file, e.g. `(file, options) => uploadFile({ … file }, { rules, ...options })`. */
  send: (file: File, options: SendOptions) => Promise<T>;
  /**
   * Turns the chosen file into the one to send, before the rules are checked: e.g. a phone's
   * 12-MP photo downscaled (`downscaleImage` of `@/shared/lib/downscale-image`). A failure here
   * sends the file as chosen.
   */
  prepare?: (file: File) => Promise<File>;
  /**
   * The caller's own check once the type and size pass, before anything is sent (e.g. a photo's
   * pixel size): what to tell the user about a refused file, or null to send it.
   */
  check?: (file: File) => Promise<string | null>;
  onUploaded?: (result: T) => void;
  /** Called when an upload is canceled (to announce it). */
  onCanceled?: () => void;
}

const createPreview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const revokePreview = (preview: string | null) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};

/** Worth sending again as it is; a refused type or size needs another file. */
const canRetry = (failure: UploadFailure) => failure.kind === 'server' || failure.kind === 'network' || failure.kind === 'timeout';

/**
 * One file's way up: checked against the rules, sent with progress, cancelable, and kept after a
 * failure so "Try again" sends it again. The component renders this; a screen with its own layout
 * (a grid of check-in photos) can use it directly.
 */
export function useUpload<T>({ rules, send, prepare, check, onUploaded, onCanceled }: UseUploadOptions<T>) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);
  // The latest callbacks without restarting anything when a parent re-renders.
  const callbacks = useRef({ send, prepare, check, onUploaded, onCanceled });
  useEffect(() => {
    callbacks.current = { send, prepare, check, onUploaded, onCanceled };
  });

  const dropPreview = () => {
    revokePreview(preview.current);
    preview.current = null;
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      dropPreview();
    },
    [],
  );

  const start = useCallback(
    async (chosen: File) => {
      controller.current?.abort();
      dropPreview();
      const own = new AbortController();
      controller.current = own;
      preview.current = createPreview(chosen);
      setState({ status: 'uploading', fileName: chosen.name, progress: null, preview: preview.current });
      const { prepare } = callbacks.current;
      const file = prepare ? await prepare(chosen).catch(() => chosen) : chosen;
      if (own.signal.aborted) {
        // Canceled while being prepared; a newer choice has taken over otherwise.
        if (controller.current === own) {
          controller.current = null;
          dropPreview();
          setState({ status: 'idle' });
          callbacks.current.onCanceled?.();
        }
        return;
      }
      const found = checkUpload(file, rules);
      // A check that cannot read the file lets it go: the API has the last word.
      const message = found || !callbacks.current.check ? null : await callbacks.current.check(file).catch(() => null);
      // A newer choice took over while this one was checked.
      if (controller.current !== own) return;
      const refused = found ?? (message === null ? null : ({ kind: 'refused', message } as const));
      if (refused) {
        controller.current = null;
        dropPreview();
        setState({ status: 'failed', failure: refused, file: null });
        return;
      }
      const onProgress = (progress: UploadProgress) => {
        if (!own.signal.aborted) setState((current) => (current.status === 'uploading' ? { ...current, progress } : current));
      };
      try {
        const result = await callbacks.current.send(file, { signal: own.signal, onProgress });
        if (own.signal.aborted) return;
        callbacks.current.onUploaded?.(result);
        setState({ status: 'idle' });
      } catch (error) {
        if (controller.current !== own) return;
        const failure = own.signal.aborted ? ({ kind: 'canceled' } as const) : uploadFailureOf(error, rules);
        if (failure.kind === 'canceled') {
          setState({ status: 'idle' });
          callbacks.current.onCanceled?.();
        } else {
          if (failure.kind === 'server' || failure.kind === 'network') console.error('Upload failed', error);
          setState({ status: 'failed', failure, file: canRetry(failure) ? file : null });
        }
      } finally {
        if (controller.current === own) {
          controller.current = null;
          dropPreview();
        }
      }
    },
    [rules],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => {
    if (state.status === 'failed' && state.file) void start(state.file);
  }, [state, start]);

  return { state, choose: start, cancel, retry };
}
