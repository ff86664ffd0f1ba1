import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CodeInput } from '@/shared/ui/CodeInput/CodeInput';
import { Dropdown } from '@/shared/ui/Dropdown/Dropdown';
import type { DropdownItem } from '@/shared/ui/Dropdown/useDropdown';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

const cities: DropdownItem[] = [
  'Moscow',
  'Saint Petersburg',
  'Kazan',
  'Novosibirsk',
  'Yekaterinburg',
  'Kaliningrad',
  'Omsk',
].map((name, i) => ({ id: i + 1, name }));
const universities: DropdownItem[] = [
  'Moscow State University',
  'HSE University',
  'ITMO University',
  'Kazan Federal University',
  'Tomsk State University',
].map((name, i) => ({ id: i + 1, name }));

/** A stand-in for a server search: filters after 400 ms, as a real request would take time. */
function useFakeRemoteSearch() {
  const [items, setItems] = useState<DropdownItem[]>(cities);
  const [loading, setLoading] = useState(false);
  const search = (text: string) => {
    setLoading(true);
    setTimeout(() => {
      setItems(cities.filter((c) => c.name.toLowerCase().includes(text.trim().toLowerCase())));
      setLoading(false);
    }, 400);
  };
  return { items, loading, search };
}

export function PickersSection() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const [city, setCity] = useState<DropdownItem | null>(cities[2]);
  const [empty, setEmpty] = useState<DropdownItem | null>(null);
  const [university, setUniversity] = useState<DropdownItem | null>(null);
  const [work, setWork] = useState<DropdownItem | null>(null);
  const remote = useFakeRemoteSearch();
  const [code, setCode] = useState('');
  return (
    <KitSection id="pickers" title={t(messages.pickers)}>
      <div className={styles.formGrid}>
        <Dropdown label={t(messages.city)} items={cities} value={city} onChange={setCity} />
        <Dropdown
          label={t(messages.city)}
          items={cities}
          value={empty}
          onChange={setEmpty}
          hint={t(messages.emailHint)}
        />
        <Dropdown
          label={t(messages.university)}
          searchable
          items={universities}
          value={university}
          onChange={setUniversity}
        />
        <Dropdown
          label={t(messages.workPlace)}
          items={remote.items}
          onSearch={remote.search}
          loading={remote.loading}
          value={work}
          onChange={setWork}
        />
        <Dropdown
          label={t(messages.city)}
          items={cities}
          value={null}
          onChange={() => {}}
          error={t(messages.required)}
          required
        />
        <Dropdown
          label={t(messages.city)}
          items={cities}
          value={cities[0]}
          onChange={() => {}}
          disabled
        />
      </div>
      <div className={styles.formGrid}>
        <KitGroup caption={`${t(messages.code)} · ${code || '—'}`}>
          <CodeInput onChange={setCode} />
        </KitGroup>
        <KitGroup caption="error">
          <CodeInput onChange={() => {}} error errorText={t(messages.invalidCode)} />
        </KitGroup>
        <KitGroup caption="loading">
          <CodeInput onChange={() => {}} loading />
        </KitGroup>
      </div>
    </KitSection>
  );
}
