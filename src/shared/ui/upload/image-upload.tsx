import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { UploadRules } from '@/shared/api';
import { Button } from '../button/button';
import { ProgressBar } from '../progress-bar/progress-bar';
import { useMediaQuery } from '../utils/use-media-query';
import { cx } from '../utils/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as css from './image-upload.css';
import { useRulesText, useUploadFailureMessage } from './upload-messages';
import { useUpload, type SendOptions } from './use-upload';

export type RotateDirection = 'left' | 'right';

export interface ImageUploadProps<T> {
  /** Names the field, e.g. "Profile photo". */
  label: string;
  /** Defaults to the accepted types and the size limit. */
  hint?: ReactNode;
  rules: UploadRules;
  /** The uploaded image as the API has it now, or `null`. */
  image: { url: string; alt: string } | null;
  send: (file: File, options: SendOptions) => Promise<T>;
  /** Runs on the chosen file before it is checked and sent (e.g. `downscaleImage`). */
  prepare?: (file: File) => Promise<File>;
  /** The caller's own check before sending (see `useUpload`): the message shown by the field, or null. */
  check?: (file: File) => Promise<string | null>;
  onUploaded?: (result: T) => void;
  /** Offers rotating the uploaded image when given. */
  onRotate?: (direction: RotateDirection) => Promise<unknown>;
  /** Offers removing the uploaded image when given. */
  onRemove?: () => Promise<unknown>;
  /** On touch screens, a "Take a photo" button opens this camera (`user` = front, `environment` = back). */
  capture?: 'user' | 'environment';
  shape?: 'round' | 'square';
}

type Action = 'rotate-left' | 'rotate-right' | 'remove';

/**
 * One image field: a drop zone with a file picker (and the camera on touch screens), a progress
 * bar while it uploads, the thumbnail with rotate and remove once it is up, and each failure said
 * next to the field with a way to try again. Every control is a button, so the keyboard reaches
 * all of it; dropping a file is a shortcut, never the only way.
 */
export function ImageUpload<T>({ label, hint, rules, image, send, prepare, check, onUploaded, onRotate, onRemove, capture, shape = 'square' }: ImageUploadProps<T>) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const [actionFailed, setActionFailed] = useState<Action | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const touch = useMediaQuery('(pointer: coarse)');
  const failureMessage = useUploadFailureMessage();
  const { types, size } = useRulesText()(rules);
  const upload = useUpload({
    rules,
    send,
    prepare,
    check,
    onUploaded: (result: T) => {
      setAnnouncement(t`The photo is uploaded.`);
      onUploaded?.(result);
    },
    onCanceled: () => setAnnouncement(t`The upload was canceled.`),
  });
  const { state } = upload;
  const uploading = state.status === 'uploading';

  const choose = (file: File | undefined) => {
    if (!file) return;
    setActionFailed(null);
    setAnnouncement('');
    void upload.choose(file);
  };

  const act = async (action: Action, run: () => Promise<unknown>, done: string) => {
    setBusy(action);
    setActionFailed(null);
    setAnnouncement('');
    try {
      await run();
      setAnnouncement(done);
    } catch (error) {
      console.error(`Image ${action} failed`, error);
      setActionFailed(action);
    } finally {
      setBusy(null);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
    if (!uploading) setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    // Leaving for a child of the zone is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const error =
    state.status === 'failed'
      ? failureMessage(state.failure)
      : actionFailed === 'remove'
        ? t`The photo could not be removed. Try again.`
        : actionFailed
          ? t`The photo could not be rotated. Try again.`
          : '';
  const describedBy = [hintId, error && errorId].filter(Boolean).join(' ');
  const disabled = uploading || busy !== null;
  const thumbnail = uploading ? state.preview : (image?.url ?? null);
  const fileName = uploading ? state.fileName : '';
  const progress = uploading && state.progress;
  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;

  return (
    <div className={css.field} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <p id={hintId} className={css.hint}>
        {hint ?? t`${types}, at most ${size}.`}
      </p>
      {/* Dropping is a pointer shortcut: the buttons inside do the same from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={cx(css.zone, dragging && css.zoneDragging, error && css.zoneInvalid)}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
      >
        <div className={cx(css.thumbnail, shape === 'round' && css.round)}>
          {thumbnail ? (
            <img className={cx(css.image, uploading && css.imagePending)} src={thumbnail} alt={uploading ? '' : (image?.alt ?? '')} />
          ) : (
            <span className={css.placeholder} aria-hidden="true">
              +
            </span>
          )}
        </div>
        <div className={css.body}>
          {uploading ? (
            <>
              <ProgressBar
                value={percent}
                label={progress && progress.phase === 'processing' ? t`Processing ${fileName}…` : t`Uploading ${fileName}`}
              />
              <Button variant="secondary" size="sm" onClick={upload.cancel}>
                <Trans>Cancel upload</Trans>
              </Button>
            </>
          ) : (
            <>
              {/* Phones cannot drag files: there the buttons say it all. */}
              {!touch && (
                <p className={css.prompt}>
                  {dragging ? <Trans>Drop the photo to upload it.</Trans> : <Trans>Drag a photo here or choose one.</Trans>}
                </p>
              )}
              <div className={css.actions}>
                <Button variant="secondary" size="sm" disabled={disabled} aria-describedby={describedBy} onClick={() => picker.current?.click()}>
                  {image ? <Trans>Replace photo</Trans> : <Trans>Choose a photo</Trans>}
                </Button>
                {capture && touch && (
                  <Button variant="secondary" size="sm" disabled={disabled} onClick={() => camera.current?.click()}>
                    <Trans>Take a photo</Trans>
                  </Button>
                )}
                {state.status === 'failed' && state.file && (
                  <Button size="sm" onClick={upload.retry}>
                    <Trans>Try again</Trans>
                  </Button>
                )}
              </div>
              {image && (onRotate || onRemove) && (
                <div className={css.actions}>
                  {onRotate && (
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={busy === 'rotate-left'}
                        disabled={disabled && busy !== 'rotate-left'}
                        onClick={() => void act('rotate-left', () => onRotate('left'), t`The photo is rotated.`)}
                      >
                        <Trans>Rotate left</Trans>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={busy === 'rotate-right'}
                        disabled={disabled && busy !== 'rotate-right'}
                        onClick={() => void act('rotate-right', () => onRotate('right'), t`The photo is rotated.`)}
                      >
                        <Trans>Rotate right</Trans>
                      </Button>
                    </>
                  )}
                  {onRemove && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={busy === 'remove'}
                      disabled={disabled && busy !== 'remove'}
                      onClick={() => void act('remove', onRemove, t`The photo is removed.`)}
                    >
                      <Trans>Remove photo</Trans>
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      </div>
      {/* Present while empty: a live region must exist before its text changes to be announced. */}
      <p id={errorId} className={css.error} aria-live="polite">
        {error}
      </p>
      {/* The thumbnail shows what changed; this says it to screen readers. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <input
        ref={picker}
        type="file"
        accept={rules.types.join(',')}
        hidden
        aria-label={t`Choose a photo`}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          // The same file chosen again after a failure is a change too.
          event.currentTarget.value = '';
        }}
      />
      {capture && (
        <input
          ref={camera}
          type="file"
          accept={rules.types.join(',')}
          capture={capture}
          hidden
          aria-label={t`Take a photo`}
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      )}
    </div>
  );
}
