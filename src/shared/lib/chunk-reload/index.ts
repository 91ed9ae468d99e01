export {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  handleChunkLoadError,
  isChunkLoadError,
  reloadOnPreloadError,
  resetChunkReloadForTests,
  type ChunkReloadEnvironment,
} from './chunk-reload';
