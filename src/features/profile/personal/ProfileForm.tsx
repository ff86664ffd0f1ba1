import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { messages as authMessages } from '@/features/auth/components/messages';
import { useSaveProfileMutation } from '@/features/profile/profileApi';
import { selectCities, selectSpecializations } from '@/features/references/referencesSlice';
import { errorCodeTexts, type ErrorText } from '@/shared/api/errorCodes';
import { nameProblem } from '@/shared/contract/names';
import type { Profile } from '@/shared/contract/profile';
import { Button } from '@/shared/ui/Button/Button';
import { Dropdown } from '@/shared/ui/Dropdown/Dropdown';
import { MaskedInput } from '@/shared/ui/MaskedInput/MaskedInput';
import { Textarea } from '@/shared/ui/Textarea/Textarea';
import { TextField } from '@/shared/ui/TextField/TextField';
import { messages } from './messages';
import { useFieldValues } from './useFieldValues';
import { useServerBase } from './useServerBase';
import { isPhoneComplete, phoneMask } from './phoneMask';
import {
  ABOUT_MAX,
  PROFILE_FIELDS,
  saveBody,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from './profileValues';
import { serverFieldErrors } from './serverErrors';
import styles from './forms.module.css';

type Errors = Partial<Record<ProfileField, ErrorText>>;
const pick = <T extends { id: number }>(items: T[], id: number | null) =>
  items.find((item) => item.id === id) ?? null;

/**
 * Names, phone, city, specialization and about, saved with POST /profile/my/. The snackbar
 * (profileApi) reports the outcome; on 200 the form takes the saved profile, otherwise it
 * keeps what was typed and shows 400 field errors at their fields.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { values, setValues, errors, showErrors, set, form } = useFieldValues<ProfileValues>(() =>
    valuesOf(profile),
  );
  const [base, setBase] = useServerBase(valuesOf(profile), values, setValues);
  const [save, { isLoading }] = useSaveProfileMutation();
  const cities = useAppSelector(selectCities);
  const specializations = useAppSelector(selectSpecializations);
  const t = (descriptor: Parameters<typeof intl.formatMessage>[0]) =>
    intl.formatMessage(descriptor);

  // maska rewrites the input's value itself, which React's change tracking can miss (a cleared
  // prefilled field stayed "filled" in state): its own report is the source of truth.
  const onPhoneMasked = ({ masked }: { masked: string }) =>
    setValues((current) => (current.phone === masked ? current : { ...current, phone: masked }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: Errors = {};
    // The server's rule for names (contract/names.ts): invisible characters alone are blank;
    // controls and text direction overrides are refused. What was typed stays in the field.
    const required = { first_name: authMessages.fillName, last_name: authMessages.fillLastName };
    for (const field of ['last_name', 'first_name', 'middle_name'] as const) {
      const problem = nameProblem(values[field]);
      if (problem === 'invalid_characters') invalid[field] = errorCodeTexts.invalid_characters;
      else if (problem === 'blank' && field !== 'middle_name') invalid[field] = required[field];
    }
    if (!isPhoneComplete(values.phone)) invalid.phone = messages.phoneIncomplete;
    showErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const result = await save(saveBody(values, base));
    if ('error' in result) {
      showErrors(serverFieldErrors(result.error, PROFILE_FIELDS));
      return;
    }
    const saved = valuesOf(result.data);
    setBase(saved);
    setValues(saved);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid3}>
        <TextField
          label={t(messages.lastName)}
          required
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onChange={(e) => set('last_name', e.target.value)}
        />
        <TextField
          label={t(messages.firstName)}
          required
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={(e) => set('first_name', e.target.value)}
        />
        <TextField
          label={t(messages.middleName)}
          autoComplete="additional-name"
          value={values.middle_name}
          error={errors.middle_name}
          onChange={(e) => set('middle_name', e.target.value)}
        />
      </div>
      <div className={styles.grid2}>
        <TextField
          label={t(messages.email)}
          type="email"
          value={profile.email}
          readOnly
          aria-readonly="true"
          hint={t(messages.emailHint)}
        />
        <MaskedInput
          label={t(messages.phone)}
          type="tel"
          autoComplete="tel"
          mask={phoneMask}
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
          onMaska={onPhoneMasked}
        />
        <Dropdown
          label={t(messages.city)}
          searchable
          items={cities}
          value={pick(cities, values.city)}
          error={errors.city}
          onChange={(item) => set('city', item.id)}
        />
        <Dropdown
          label={t(messages.specialization)}
          searchable
          items={specializations}
          value={pick(specializations, values.specialization)}
          error={errors.specialization}
          onChange={(item) => set('specialization', item.id)}
        />
      </div>
      <Textarea
        label={t(messages.about)}
        value={values.about}
        maxLength={ABOUT_MAX}
        error={errors.about}
        hint={intl.formatMessage(messages.aboutHint, {
          count: values.about.length,
          max: ABOUT_MAX,
        })}
        onChange={(e) => set('about', e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {t(messages.save)}
        </Button>
      </div>
    </form>
  );
}
