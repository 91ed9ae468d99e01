export { ImageUpload, type ImageUploadProps, type RotateDirection } from './image-upload';
export { useUpload, type SendOptions, type UploadState, type UseUploadOptions } from './use-upload';
export { useRulesText, useUploadFailureMessage } from './upload-messages';
export { createUploadQueue, type QueuedUpload, type UploadQueue } from './upload-queue';
export { useUploadQueue, type QueueItem, type UseUploadQueueOptions } from './use-upload-queue';
