import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateFromServer } from '@/test/hydrateFromServer';
import { render } from '@/test/utils';
import { Dropdown } from './Dropdown';
import { DROPDOWN_HIDE_MS, DROPDOWN_SEARCH_DEBOUNCE_MS, type DropdownItem } from './useDropdown';

const cities: DropdownItem[] = [
  { id: 1, name: 'Moscow' },
  { id: 2, name: 'Kazan' },
  { id: 3, name: 'Kaliningrad' },
  { id: 4, name: 'Omsk' },
];

function Harness(props: {
  searchable?: boolean;
  onSearch?: (t: string) => void;
  items?: DropdownItem[];
  onChange?: (i: DropdownItem) => void;
}) {
  const [value, setValue] = useState<DropdownItem | null>(null);
  return (
    <Dropdown
      label="City"
      items={props.items ?? cities}
      value={value}
      searchable={props.searchable}
      onSearch={props.onSearch}
      onChange={(item) => {
        props.onChange?.(item);
        setValue(item);
      }}
    />
  );
}

const combo = () => screen.getByRole('combobox', { name: 'City' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const key = (k: string) => fireEvent.keyDown(combo(), { key: k });

describe('Dropdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the placeholder 'Select' / 'Выбрать'", () => {
    const { unmount } = render(<Harness />);
    expect(combo()).toHaveTextContent('Select');
    unmount();
    render(<Dropdown label="Город" items={cities} value={null} onChange={() => {}} />, {
      locale: 'ru',
    });
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveTextContent('Выбрать');
  });

  it('keyboard: arrows, Home/End move aria-activedescendant; Enter selects; the list closes and is hidden 250 ms later', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const list = listbox();
    expect(list.parentElement).not.toBeVisible();
    combo().focus();
    key('ArrowDown');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(combo()).toHaveAttribute('aria-controls', list.id);
    const activeName = () =>
      document.getElementById(combo().getAttribute('aria-activedescendant')!)?.textContent;
    expect(activeName()).toBe('Moscow');
    key('ArrowDown');
    expect(activeName()).toBe('Kazan');
    key('End');
    expect(activeName()).toBe('Omsk');
    key('ArrowDown');
    expect(activeName()).toBe('Omsk');
    key('Home');
    expect(activeName()).toBe('Moscow');
    key('ArrowUp');
    expect(activeName()).toBe('Moscow');
    key('ArrowDown');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith({ id: 2, name: 'Kazan' });
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(combo()).not.toHaveAttribute('aria-activedescendant');
    expect(combo()).toHaveTextContent('Kazan');
    // Closing: the open class goes at once, the list stays for its 250 ms fade, then hides.
    expect(list.parentElement).not.toHaveClass('open');
    act(() => jest.advanceTimersByTime(DROPDOWN_HIDE_MS - 1));
    expect(list.parentElement).not.toHaveAttribute('hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(list.parentElement).toHaveAttribute('hidden');
    expect(DROPDOWN_HIDE_MS).toBe(250);
  });

  it('marks the selected option and reopens on it; Escape closes', () => {
    render(<Harness />);
    fireEvent.click(combo());
    fireEvent.click(screen.getByRole('option', { name: 'Omsk' }));
    expect(combo()).toHaveTextContent('Omsk');
    key('ArrowDown');
    expect(screen.getByRole('option', { name: 'Omsk' })).toHaveAttribute('aria-selected', 'true');
    expect(combo().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Omsk' }).id,
    );
    key('Escape');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searchable: filters locally and selects with Enter', () => {
    const onChange = jest.fn();
    render(<Harness searchable onChange={onChange} />);
    fireEvent.change(combo(), { target: { value: 'ka' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kazan',
      'Kaliningrad',
    ]);
    key('ArrowDown');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith({ id: 3, name: 'Kaliningrad' });
    expect(combo()).toHaveValue('Kaliningrad');
  });

  it("a search with no match shows 'Invalid input. Select from the list'", () => {
    render(<Harness searchable />);
    fireEvent.change(combo(), { target: { value: 'Paris' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Invalid input. Select from the list');
    expect(combo()).toHaveAttribute('aria-invalid', 'true');
    // After leaving the field the typed text stays and the message moves under it.
    fireEvent.blur(combo());
    expect(combo()).toHaveValue('Paris');
    expect(combo()).toHaveAccessibleDescription('Invalid input. Select from the list');
  });

  it('the no-match message in Russian', () => {
    render(<Dropdown label="Город" searchable items={cities} value={null} onChange={() => {}} />, {
      locale: 'ru',
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Париж' } });
    expect(screen.getByRole('status')).toHaveTextContent('Неверный ввод. Выберите из списка');
  });

  it('leaving with an exact (case-insensitive) typed name selects it', () => {
    const onChange = jest.fn();
    render(<Harness searchable onChange={onChange} />);
    fireEvent.change(combo(), { target: { value: 'omsk' } });
    fireEvent.blur(combo());
    expect(onChange).toHaveBeenCalledWith({ id: 4, name: 'Omsk' });
  });

  it('remote search: onSearch is called once, 1000 ms after the last keystroke', () => {
    const onSearch = jest.fn();
    render(<Harness onSearch={onSearch} />);
    fireEvent.change(combo(), { target: { value: 'K' } });
    act(() => jest.advanceTimersByTime(600));
    fireEvent.change(combo(), { target: { value: 'Ka' } });
    act(() => jest.advanceTimersByTime(DROPDOWN_SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ka');
    // Remote results are shown as given (the server filtered them).
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(DROPDOWN_SEARCH_DEBOUNCE_MS).toBe(1000);
  });

  describe('typed into before the scripts ran (a slow network: the page is painted)', () => {
    let unmount = () => {};
    afterEach(() => unmount());
    const typeBeforeScripts =
      (text: string, { focused }: { focused: boolean }) =>
      (html: HTMLElement) => {
        const field = html.querySelector('input') as HTMLInputElement;
        if (focused) field.focus();
        field.value = text;
      };

    it('keeps the text and shows the matching options once hydrated, while the field has focus', () => {
      unmount = hydrateFromServer(<Harness searchable />, {
        beforeScripts: typeBeforeScripts('Ka', { focused: true }),
      });
      expect(combo()).toHaveValue('Ka');
      expect(combo()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Kazan',
        'Kaliningrad',
      ]);
    });

    it('opens nothing when the reader has moved on', () => {
      unmount = hydrateFromServer(<Harness searchable />, {
        beforeScripts: typeBeforeScripts('Ka', { focused: false }),
      });
      expect(combo()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
