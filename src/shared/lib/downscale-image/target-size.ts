export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is drawn at so its longer edge is at most `maxEdge`, keeping the aspect ratio;
 * `null` when it already fits (it is then sent as it is, not encoded again).
 */
export function targetSize({ width, height }: Size, maxEdge: number): Size | null {
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return null;
  const scale = maxEdge / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
