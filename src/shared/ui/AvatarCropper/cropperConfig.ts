/**
 * SPEC §9 cropper constants and the pure pieces of the avatar cropper (no cropperjs import here,
 * so tests and callers can use them without pulling the library into a bundle).
 */
export const CROP_CHANGE_DEBOUNCE_MS = 500;
export const MIN_STENCIL_PX = 20;
/** The exported file (and so the preview made from it) is at most 1024 px a side. */
export const PREVIEW_LIMIT_PX = 1024;
export const DRAG_ACTIVATION_PX = 20;
export const JPEG_QUALITY = 0.9;
/** How the error passed to onError starts when the picture itself failed to load. */
export const IMAGE_LOAD_FAILURE = 'The image could not be loaded';

interface Point {
  x: number;
  y: number;
}

type PointerLike = { clientX: number; clientY: number };
type TouchLike = { touches?: ArrayLike<PointerLike>; changedTouches?: ArrayLike<PointerLike> };

/** The pointer position of a mouse, pointer or touch event. */
export function pointOf(event: Partial<PointerLike> & TouchLike): Point | null {
  const touch = event.touches?.[0] ?? event.changedTouches?.[0];
  if (touch) return { x: touch.clientX, y: touch.clientY };
  if (typeof event.clientX === 'number' && typeof event.clientY === 'number')
    return { x: event.clientX, y: event.clientY };
  return null;
}

/** Whether a drag that started at `from` has travelled far enough to begin moving the crop. */
export function dragActivated(
  from: Point | null,
  to: Point | null,
  threshold = DRAG_ACTIVATION_PX,
): boolean {
  if (!from || !to) return true; // unknown positions: never block the user
  return Math.hypot(to.x - from.x, to.y - from.y) >= threshold;
}

/**
 * Canvas -> JPEG File. A canvas that cannot be exported (toBlob answers null, e.g. a zero-size
 * or tainted canvas, or throws a SecurityError) rejects: the caller reports it, never swallows it.
 */
export function canvasToJpegFile(
  canvas: HTMLCanvasElement | null,
  name: string,
  quality = JPEG_QUALITY,
): Promise<File> {
  return new Promise((resolve, reject) => {
    if (!canvas) {
      reject(new Error('The crop is not ready to export'));
      return;
    }
    try {
      canvas.toBlob(
        (blob) => {
          if (blob)
            resolve(new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() }));
          else reject(new Error('The cropped image could not be exported'));
        },
        'image/jpeg',
        quality,
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
