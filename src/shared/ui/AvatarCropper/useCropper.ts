import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import Cropper from 'cropperjs';
import { debounce } from '@/shared/lib/timing';
import {
  CROP_CHANGE_DEBOUNCE_MS,
  MIN_STENCIL_PX,
  PREVIEW_LIMIT_PX,
  canvasToJpegFile,
  dragActivated,
  pointOf,
} from './cropperConfig';

interface Options {
  onCrop: (file: File) => void;
  onError: (error: Error) => void;
  fileName: string;
}

/**
 * Wires cropperjs 1.6 to an <img> once it has loaded. Every crop change (and the first ready
 * state) exports the crop 500 ms after the last change as a JPEG File, at most 1024 px a side.
 *
 * Drag activation (20 px): cropperjs has no threshold option, so cropmove events are cancelled
 * (preventDefault, which cropperjs honours) until the pointer is 20 px from where the drag
 * started. cropperjs keeps the original start point while moves are cancelled, so once the
 * threshold is passed the crop catches up with the pointer: a click or a tremble moves nothing.
 * Pinch zoom is never held back.
 */
export function useCropper(
  imageRef: RefObject<HTMLImageElement | null>,
  loaded: boolean,
  { onCrop, onError, fileName }: Options,
) {
  const cropperRef = useRef<Cropper | null>(null);
  const [ready, setReady] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The preview's object URL, for revoking: a state updater run from an unmount's cleanup never
  // runs, so the last preview's blob outlived the cropper.
  const previewRef = useRef<string | null>(null);
  // The cropper lives as long as the loaded picture; its callbacks read the latest props.
  const toJpeg = useEffectEvent((canvas: HTMLCanvasElement | null) =>
    canvasToJpegFile(canvas, fileName),
  );
  const cropped = useEffectEvent((file: File) => onCrop(file));
  const failed = useEffectEvent((error: Error) => onError(error));

  useEffect(() => {
    const image = imageRef.current;
    if (!loaded || !image) return;
    let alive = true;
    let dragStart: ReturnType<typeof pointOf> = null;
    let armed = true;

    const exportNow = () => {
      const canvas = cropperRef.current?.getCroppedCanvas({
        maxWidth: PREVIEW_LIMIT_PX,
        maxHeight: PREVIEW_LIMIT_PX,
        fillColor: '#ffffff', // JPEG has no alpha: transparent PNG areas become white, not black
        imageSmoothingEnabled: true,
        imageSmoothingQuality: 'high',
      });
      toJpeg(canvas ?? null).then(
        (file) => {
          if (!alive) return;
          if (previewRef.current) URL.revokeObjectURL(previewRef.current);
          previewRef.current = URL.createObjectURL(file);
          setPreviewUrl(previewRef.current);
          cropped(file);
        },
        (error: Error) => alive && failed(error),
      );
    };
    const schedule = debounce(exportNow, CROP_CHANGE_DEBOUNCE_MS);

    cropperRef.current = new Cropper(image, {
      aspectRatio: 1,
      viewMode: 1,
      dragMode: 'move',
      autoCropArea: 0.85,
      background: false,
      guides: false,
      highlight: false,
      center: true,
      checkOrientation: false,
      toggleDragModeOnDblclick: false,
      minCropBoxWidth: MIN_STENCIL_PX,
      minCropBoxHeight: MIN_STENCIL_PX,
      ready: () => {
        if (!alive) return;
        setReady(true);
        schedule();
      },
      crop: schedule,
      cropstart: (event) => {
        dragStart = pointOf(event.detail.originalEvent as never);
        armed = event.detail.action === 'zoom';
      },
      cropmove: (event) => {
        if (armed) return;
        if (dragActivated(dragStart, pointOf(event.detail.originalEvent as never))) armed = true;
        else event.preventDefault();
      },
      cropend: () => {
        dragStart = null;
        armed = true;
      },
    });

    return () => {
      alive = false;
      schedule.cancel();
      cropperRef.current?.destroy();
      cropperRef.current = null;
      setReady(false);
    };
  }, [imageRef, loaded]);

  // Revoke the last preview URL on unmount.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = null;
    },
    [],
  );

  const act = useCallback((fn: (cropper: Cropper) => void) => {
    if (cropperRef.current) fn(cropperRef.current);
  }, []);

  return { ready, previewUrl, act };
}
