import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * Keyboard and pointer behaviour of a menu button (WAI-ARIA menu button pattern): focus goes to
 * the first item on open; arrows, Home and End move between items; Escape closes and returns
 * focus to the button; Tab or a click outside closes.
 */
export function useMenuKeyboard(
  open: boolean,
  setOpen: (open: boolean) => void,
  buttonRef: RefObject<HTMLElement | null>,
  menuRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    items(menuRef.current)[0]?.focus();
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpen, buttonRef, menuRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const list = items(menuRef.current);
      const index = list.indexOf(document.activeElement as HTMLElement);
      const focus = (next: number) => list[(next + list.length) % list.length]?.focus();
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          focus(index + 1);
          break;
        case 'ArrowUp':
          event.preventDefault();
          focus(index - 1);
          break;
        case 'Home':
          event.preventDefault();
          focus(0);
          break;
        case 'End':
          event.preventDefault();
          focus(list.length - 1);
          break;
        case 'Escape':
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
          break;
        case 'Tab':
          setOpen(false);
          break;
        default:
      }
    },
    [setOpen, buttonRef, menuRef],
  );
}
