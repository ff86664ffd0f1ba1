import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/shared/ui/Checkbox/Checkbox';
import { Chips } from '@/shared/ui/Chips/Chips';
import { MaskedInput } from '@/shared/ui/MaskedInput/MaskedInput';
import { PHONE_MASK } from '@/shared/ui/MaskedInput/maskTokens';
import { RadioGroup } from '@/shared/ui/Radio/Radio';
import { Switch } from '@/shared/ui/Switch/Switch';
import { Textarea } from '@/shared/ui/Textarea/Textarea';
import { TextField } from '@/shared/ui/TextField/TextField';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitSection } from './KitSection';

const themes = [
  { id: 1, name: 'Assessment' },
  { id: 2, name: 'Classroom climate' },
  { id: 3, name: 'Digital tools' },
  { id: 4, name: 'Inclusion' },
];

export function FormsSection() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const [phone, setPhone] = useState('+7 (916) 123-45-67');
  const [promo, setPromo] = useState('');
  const [agree, setAgree] = useState(true);
  const [format, setFormat] = useState<'online' | 'offline' | null>('online');
  const [compact, setCompact] = useState(true);
  const [chips, setChips] = useState([1, 3]);
  return (
    <KitSection id="forms" title={t(messages.forms)}>
      <div className={styles.formGrid}>
        <TextField label={t(messages.firstName)} defaultValue="Anna" />
        <TextField
          label={t(messages.email)}
          hint={t(messages.emailHint)}
          required
          type="email"
          placeholder="name@example.org"
        />
        <TextField
          label={t(messages.email)}
          error={t(messages.required)}
          required
          defaultValue=""
        />
        <TextField label={t(messages.firstName)} disabled defaultValue="Anna" />
        <MaskedInput
          label={t(messages.phone)}
          type="tel"
          mask={PHONE_MASK}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <MaskedInput
          label={t(messages.promo)}
          mask="AAAA-####"
          placeholder="ABCD-1234"
          value={promo}
          onChange={(e) => setPromo(e.target.value)}
        />
        <Textarea label={t(messages.about)} placeholder="…" />
        <div className={styles.stack}>
          <Checkbox label={t(messages.agree)} checked={agree} onChange={setAgree} />
          <Checkbox
            label={t(messages.agree)}
            hint={t(messages.emailHint)}
            checked={false}
            onChange={() => {}}
          />
          <Checkbox label={t(messages.disabled)} disabled checked onChange={() => {}} />
          <RadioGroup
            legend={t(messages.format)}
            direction="row"
            value={format}
            onChange={setFormat}
            options={[
              { value: 'online', label: t(messages.online) },
              { value: 'offline', label: t(messages.offline) },
            ]}
          />
          <Switch label={t(messages.darkCards)} checked={compact} onChange={setCompact} />
        </div>
      </div>
      <Chips label={t(messages.themes)} items={themes} selected={chips} onChange={setChips} />
    </KitSection>
  );
}
