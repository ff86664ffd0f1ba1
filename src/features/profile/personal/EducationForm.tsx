import { useMemo, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { useUpdateEducationMutation } from '@/features/profile/profileApi';
import { selectUniversities } from '@/features/references/referencesSlice';
import type { Education } from '@/shared/contract/profile';
import { errorCodeTexts } from '@/shared/api/errorCodes';
import { nameProblem } from '@/shared/contract/names';
import { Button } from '@/shared/ui/Button/Button';
import { Dropdown } from '@/shared/ui/Dropdown/Dropdown';
import { TextField } from '@/shared/ui/TextField/TextField';
import { messages } from './messages';
import { useFieldValues } from './useFieldValues';
import { serverFieldErrors } from './serverErrors';
import { changedFields } from './changedFields';
import { useServerBase } from './useServerBase';
import styles from './forms.module.css';

type Field = keyof Education;
const FIELDS: readonly Field[] = ['university', 'graduation_year', 'degree'];
const EMPTY: Education = { university: null, graduation_year: null, degree: '' };
/** The contract accepts 1950-2100; the list offers up to six years ahead (students). */
export const FIRST_YEAR = 1950;

export function graduationYears(now = new Date()) {
  const last = now.getFullYear() + 6;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => ({
    id: last - i,
    name: String(last - i),
  }));
}

/** University, graduation year and degree, saved with PUT /profile/EducationUpdate/. */
export function EducationForm({ initial }: { initial: Education | null }) {
  const intl = useIntl();
  const server = initial ?? EMPTY;
  const { values, setValues, errors, showErrors, set, form } = useFieldValues<Education>(
    () => server,
  );
  const [base, setBase] = useServerBase(server, values, setValues);
  const [update, { isLoading }] = useUpdateEducationMutation();
  const universities = useAppSelector(selectUniversities);
  const years = useMemo(() => graduationYears(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rule for a line of text (contract/common.ts LineOfText): no controls or text
    // direction overrides. Said at the field before sending; what was typed stays.
    if (nameProblem(values.degree) === 'invalid_characters')
      return showErrors({ degree: errorCodeTexts.invalid_characters });
    const result = await update(changedFields(values, base));
    if (!('error' in result)) setBase(values);
    showErrors('error' in result ? serverFieldErrors(result.error, FIELDS) : {});
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <Dropdown
        label={intl.formatMessage(messages.university)}
        searchable
        items={universities}
        value={universities.find((item) => item.id === values.university) ?? null}
        error={errors.university}
        onChange={(item) => set('university', item.id)}
      />
      <div className={styles.grid2}>
        <Dropdown
          label={intl.formatMessage(messages.graduationYear)}
          searchable
          items={years}
          value={years.find((item) => item.id === values.graduation_year) ?? null}
          error={errors.graduation_year}
          onChange={(item) => set('graduation_year', item.id)}
        />
        <TextField
          label={intl.formatMessage(messages.degree)}
          maxLength={200}
          hint={intl.formatMessage(messages.degreeHint)}
          value={values.degree}
          error={errors.degree}
          onChange={(e) => set('degree', e.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </form>
  );
}
