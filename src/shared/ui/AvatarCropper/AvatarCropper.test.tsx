import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { AvatarCropper, MOVE_STEP_PX, ZOOM_STEP } from './AvatarCropper';
import {
  CROP_CHANGE_DEBOUNCE_MS,
  DRAG_ACTIVATION_PX,
  MIN_STENCIL_PX,
  PREVIEW_LIMIT_PX,
  dragActivated,
  pointOf,
} from './cropperConfig';

type ToBlob = (cb: (blob: Blob | null) => void, type?: string, quality?: number) => void;
interface FakeCropper {
  options: Record<string, (event?: unknown) => void> & Record<string, unknown>;
  getCroppedCanvas: jest.Mock;
  destroy: jest.Mock;
  zoom: jest.Mock;
  move: jest.Mock;
  rotate: jest.Mock;
  reset: jest.Mock;
}
const mockCroppers: FakeCropper[] = [];
let mockToBlob: ToBlob;
let mockCanvasMissing = false;

jest.mock('cropperjs', () => ({
  __esModule: true,
  default: jest.fn().mockImplementation((_el: unknown, options: FakeCropper['options']) => {
    const cropper: FakeCropper = {
      options,
      getCroppedCanvas: jest.fn(() =>
        mockCanvasMissing ? null : { toBlob: (...args: Parameters<ToBlob>) => mockToBlob(...args) },
      ),
      destroy: jest.fn(),
      zoom: jest.fn(),
      move: jest.fn(),
      rotate: jest.fn(),
      reset: jest.fn(),
    };
    mockCroppers.push(cropper);
    return cropper;
  }),
}));

const jpeg = new Blob(['jpeg-bytes'], { type: 'image/jpeg' });

function setup() {
  const onCrop = jest.fn();
  const onError = jest.fn();
  render(<AvatarCropper src="/api/media/files/photos/me.png" onCrop={onCrop} onError={onError} />);
  return { onCrop, onError };
}
const loadImage = () => fireEvent.load(screen.getByRole('img', { name: 'Photo to crop' }));
const cropper = () => mockCroppers[mockCroppers.length - 1];
const flush = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  mockCroppers.length = 0;
  mockCanvasMissing = false;
  mockToBlob = (cb) => cb(jpeg);
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('AvatarCropper', () => {
  it('creates a square cropper with a 20 px minimum stencil once the image has loaded', () => {
    setup();
    expect(mockCroppers).toHaveLength(0);
    loadImage();
    expect(cropper().options).toMatchObject({
      aspectRatio: 1,
      minCropBoxWidth: MIN_STENCIL_PX,
      minCropBoxHeight: MIN_STENCIL_PX,
    });
    expect(MIN_STENCIL_PX).toBe(20);
  });

  it('emits a JPEG File of the crop 500 ms after the last change (debounced), at most 1024 px, and previews it', async () => {
    const { onCrop, onError } = setup();
    loadImage();
    act(() => cropper().options.ready());
    await flush(300);
    act(() => cropper().options.crop());
    await flush(CROP_CHANGE_DEBOUNCE_MS - 1);
    expect(onCrop).not.toHaveBeenCalled();
    await flush(1);
    expect(onCrop).toHaveBeenCalledTimes(1);
    const file: File = onCrop.mock.calls[0][0];
    expect(file).toBeInstanceOf(File);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('avatar.jpg');
    expect(cropper().getCroppedCanvas).toHaveBeenCalledWith(
      expect.objectContaining({ maxWidth: PREVIEW_LIMIT_PX, maxHeight: PREVIEW_LIMIT_PX }),
    );
    expect(screen.getByRole('img', { name: 'Your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(onError).not.toHaveBeenCalled();
    expect(CROP_CHANGE_DEBOUNCE_MS).toBe(500);
  });

  it('revokes the last preview URL when it goes away', async () => {
    const view = render(
      <AvatarCropper src="/api/media/files/photos/me.png" onCrop={jest.fn()} onError={jest.fn()} />,
    );
    loadImage();
    act(() => cropper().options.ready());
    await flush(CROP_CHANGE_DEBOUNCE_MS);
    expect(screen.getByRole('img', { name: 'Your new avatar' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('reports onError (and shows a message) when the image fails to load', () => {
    const { onError } = setup();
    fireEvent.error(screen.getByRole('img', { name: 'Photo to crop' }));
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(screen.getByRole('alert')).toHaveTextContent('The photo could not be opened');
    expect(mockCroppers).toHaveLength(0);
  });

  it.each([
    ['toBlob answers null', () => (mockToBlob = (cb) => cb(null))],
    [
      'toBlob throws',
      () =>
        (mockToBlob = () => {
          throw new Error('SecurityError: tainted canvas');
        }),
    ],
    ['there is no canvas', () => (mockCanvasMissing = true)],
  ])('reports a failed export via onError when %s', async (_case, arrange) => {
    arrange();
    const { onCrop, onError } = setup();
    loadImage();
    act(() => cropper().options.ready());
    await flush(CROP_CHANGE_DEBOUNCE_MS);
    expect(onCrop).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('holds a drag back until the pointer has moved 20 px', () => {
    setup();
    loadImage();
    const { cropstart, cropmove, cropend } = cropper().options;
    const move = (x: number, y: number) => {
      const event = {
        detail: { originalEvent: { clientX: x, clientY: y }, action: 'move' },
        preventDefault: jest.fn(),
      };
      cropmove(event);
      return event.preventDefault;
    };
    cropstart({ detail: { originalEvent: { clientX: 100, clientY: 100 }, action: 'move' } });
    expect(move(110, 110)).toHaveBeenCalled(); // ~14 px
    expect(move(100, 119)).toHaveBeenCalled(); // 19 px
    expect(move(100, 120)).not.toHaveBeenCalled(); // 20 px: the drag starts
    expect(move(101, 101)).not.toHaveBeenCalled(); // and then follows freely
    cropend();
    cropstart({
      detail: { originalEvent: { touches: [{ clientX: 0, clientY: 0 }] }, action: 'zoom' },
    });
    expect(move(1, 1)).not.toHaveBeenCalled(); // pinch zoom is never held back
  });

  it('toolbar buttons drive the cropper once ready', () => {
    setup();
    loadImage();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    expect(zoomIn).toBeDisabled();
    act(() => cropper().options.ready());
    fireEvent.click(zoomIn);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(cropper().zoom).toHaveBeenCalledWith(0.1);
    expect(cropper().rotate).toHaveBeenCalledWith(90);
  });
});

describe('cropper helpers', () => {
  it('dragActivated measures the straight distance against 20 px', () => {
    expect(DRAG_ACTIVATION_PX).toBe(20);
    expect(dragActivated({ x: 0, y: 0 }, { x: 12, y: 15 })).toBe(false);
    expect(dragActivated({ x: 0, y: 0 }, { x: 12, y: 16 })).toBe(true);
  });

  it('pointOf reads mouse and touch events', () => {
    expect(pointOf({ clientX: 3, clientY: 4 })).toEqual({ x: 3, y: 4 });
    expect(pointOf({ touches: [{ clientX: 5, clientY: 6 }] })).toEqual({ x: 5, y: 6 });
    expect(pointOf({})).toBeNull();
  });
});

describe('WCAG 2.5.7: moving and zooming without dragging', () => {
  it('the move and zoom buttons move and zoom the photo', () => {
    setup();
    loadImage();
    act(() => cropper().options.ready());
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    press('Move up');
    press('Move down');
    press('Move left');
    press('Move right');
    expect(cropper().move.mock.calls).toEqual([
      [0, -MOVE_STEP_PX],
      [0, MOVE_STEP_PX],
      [-MOVE_STEP_PX, 0],
      [MOVE_STEP_PX, 0],
    ]);
    press('Zoom in');
    press('Zoom out');
    expect(cropper().zoom.mock.calls).toEqual([[ZOOM_STEP], [-ZOOM_STEP]]);
  });

  it('the focusable stage moves with the arrow keys and zooms with + and −', () => {
    setup();
    loadImage();
    act(() => cropper().options.ready());
    const stage = screen.getByRole('group', { name: /arrow keys move/ });
    expect(stage).toHaveAttribute('tabindex', '0');
    for (const key of ['ArrowRight', 'ArrowDown', '+', '-', 'a']) fireEvent.keyDown(stage, { key });
    expect(cropper().move.mock.calls).toEqual([
      [MOVE_STEP_PX, 0],
      [0, MOVE_STEP_PX],
    ]);
    expect(cropper().zoom.mock.calls).toEqual([[ZOOM_STEP], [-ZOOM_STEP]]);
  });
});
