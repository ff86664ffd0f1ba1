import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { useUpdateWorkPlaceMutation } from '@/features/profile/profileApi';
import { selectWorkPlaces } from '@/features/references/referencesSlice';
import type { WorkPlace } from '@/shared/contract/profile';
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

type Field = keyof WorkPlace;
const FIELDS: readonly Field[] = ['work_place', 'position'];
const EMPTY: WorkPlace = { work_place: null, position: '' };

/** Work place (from the reference list) and position, saved with PUT /profile/WorkPlaceUpdate/. */
export function WorkForm({ initial }: { initial: WorkPlace | null }) {
  const intl = useIntl();
  const server = initial ?? EMPTY;
  const { values, setValues, errors, showErrors, set, form } = useFieldValues<WorkPlace>(
    () => server,
  );
  const [base, setBase] = useServerBase(server, values, setValues);
  const [update, { isLoading }] = useUpdateWorkPlaceMutation();
  const workPlaces = useAppSelector(selectWorkPlaces);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rule for a line of text (contract/common.ts LineOfText): no controls or text
    // direction overrides. Said at the field before sending; what was typed stays.
    if (nameProblem(values.position) === 'invalid_characters')
      return showErrors({ position: errorCodeTexts.invalid_characters });
    const result = await update(changedFields(values, base));
    if (!('error' in result)) setBase(values);
    // On 200 the profile reloads (tag invalidation), and the form shows what was stored.
    showErrors('error' in result ? serverFieldErrors(result.error, FIELDS) : {});
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid2}>
        <Dropdown
          label={intl.formatMessage(messages.workPlace)}
          searchable
          items={workPlaces}
          value={workPlaces.find((item) => item.id === values.work_place) ?? null}
          error={errors.work_place}
          onChange={(item) => set('work_place', item.id)}
        />
        <TextField
          label={intl.formatMessage(messages.position)}
          autoComplete="organization-title"
          maxLength={200}
          value={values.position}
          error={errors.position}
          onChange={(e) => set('position', e.target.value)}
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
