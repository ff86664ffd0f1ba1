import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { captureJson, profile, profileEndpoint } from '../fixtures';
import { answerOtherSections, renderPersonal } from '@/features/profile/testing/renderPersonal';
import { findSnackbar } from '@/test/snackbar';
import { profileApi } from '@/features/profile/profileApi';

beforeEach(answerOtherSections);

const section = (name: string) => screen.getByRole('region', { name });
const choose = async (
  user: ReturnType<typeof renderPersonal>['user'],
  combo: HTMLElement,
  text: string,
  option: string,
) => {
  await user.clear(combo);
  await user.type(combo, text);
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('Personal account: work place and education', () => {
  it('saves the work place with PUT /profile/WorkPlaceUpdate/, then reloads the profile', async () => {
    const saved = { ...profile, work_place: { work_place: 2, position: 'Head of English' } };
    const loads = profileEndpoint(
      () => HttpResponse.json(profile),
      () => HttpResponse.json(saved),
    );
    const bodies = captureJson('put', '/profile/WorkPlaceUpdate/', () =>
      HttpResponse.json(profile),
    );
    const { user } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const work = section('Work');
    await choose(
      user,
      within(work).getByRole('combobox', { name: 'Work place' }),
      'Lyc',
      'Lyceum 2',
    );
    await user.clear(within(work).getByLabelText(/^Position/));
    await user.type(within(work).getByLabelText(/^Position/), 'Head of English');
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ work_place: 2, position: 'Head of English' }]);
    await waitFor(() => expect(loads.count).toBe(2));
    expect(within(work).getByLabelText(/^Position/)).toHaveValue('Head of English');
  });

  it('shows what the server stored after a save, and what another tab saved, while it holds no edit', async () => {
    // The server stores the position trimmed; another tab then saves the work place.
    const stored = { ...profile, work_place: { work_place: 1, position: 'Head of English' } };
    const elsewhere = { ...profile, work_place: { work_place: 2, position: 'Head of English' } };
    const loads = profileEndpoint(
      () => HttpResponse.json(profile),
      () => HttpResponse.json(stored),
      () => HttpResponse.json(elsewhere),
    );
    const bodies = captureJson('put', '/profile/WorkPlaceUpdate/', () => HttpResponse.json({}));
    const { user, store } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const work = section('Work');
    const position = within(work).getByLabelText(/^Position/);
    await user.clear(position);
    await user.type(position, '  Head of English  ');
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loads.count).toBe(2));
    await waitFor(() => expect(position).toHaveValue('Head of English'));
    // The tab shown again reads the profile again: the other tab's work place shows.
    store.dispatch(profileApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(loads.count).toBe(3));
    await waitFor(() =>
      expect(within(work).getByRole('combobox', { name: 'Work place' })).toHaveValue('Lyceum 2'),
    );
    expect(bodies).toEqual([{ position: '  Head of English  ' }]);
  });

  it('a form with an edit not yet saved keeps it when the profile is read again', async () => {
    const elsewhere = { ...profile, work_place: { work_place: 2, position: 'Teacher' } };
    const loads = profileEndpoint(
      () => HttpResponse.json(profile),
      () => HttpResponse.json(elsewhere),
    );
    const { user, store } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const work = section('Work');
    const position = within(work).getByLabelText(/^Position/);
    await user.clear(position);
    await user.type(position, 'Head of English');
    store.dispatch(profileApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(loads.count).toBe(2));
    expect(position).toHaveValue('Head of English');
    // Its next save sends the edit alone: the other tab's work place is not put back.
    const bodies = captureJson('put', '/profile/WorkPlaceUpdate/', () => HttpResponse.json({}));
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ position: 'Head of English' }]));
  });

  it('a refused work place: the error at the field, the values kept, nothing reloaded', async () => {
    const loads = profileEndpoint(() => HttpResponse.json(profile));
    server.use(
      http.put(`${API}/profile/WorkPlaceUpdate/`, () =>
        HttpResponse.json(
          {
            work_place: ['Invalid input. Select from the list'],
            codes: { work_place: ['invalid_choice'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const work = section('Work');
    await user.type(within(work).getByLabelText(/^Position/), ' and mentor');
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    expect(await findSnackbar('There was an error editing data')).toBeInTheDocument();
    expect(within(work).getByRole('combobox', { name: 'Work place' })).toHaveAccessibleDescription(
      'Invalid input. Select from the list',
    );
    expect(within(work).getByLabelText(/^Position/)).toHaveValue('Teacher and mentor');
    expect(loads.count).toBe(1);
  });

  it('shows a refused field in Russian from its code, whatever the server’s English', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    server.use(
      http.put(`${API}/profile/WorkPlaceUpdate/`, () =>
        HttpResponse.json(
          {
            work_place: ['Reworded: no such work place.'],
            codes: { work_place: ['invalid_choice'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPersonal({ locale: 'ru' });
    await screen.findByLabelText(/^Должность/);
    const work = section('Работа');
    await user.click(within(work).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(
        within(work).getByRole('combobox', { name: 'Место работы' }),
      ).toHaveAccessibleDescription('Неверный ввод. Выберите из списка'),
    );
  });

  it('saves education (university, year, degree) with PUT /profile/EducationUpdate/', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    const bodies = captureJson('put', '/profile/EducationUpdate/', () =>
      HttpResponse.json(profile),
    );
    const { user } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const education = section('Education');
    expect(within(education).getByRole('combobox', { name: 'University' })).toHaveValue('MPGU');
    await choose(
      user,
      within(education).getByRole('combobox', { name: 'University' }),
      'HS',
      'HSE',
    );
    await choose(
      user,
      within(education).getByRole('combobox', { name: 'Graduation year' }),
      '2019',
      '2019',
    );
    await user.click(within(education).getByRole('button', { name: 'Save' }));
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    // Only what this tab changed: the degree, untouched, is not sent back (changedFields.ts).
    expect(bodies).toEqual([{ university: 2, graduation_year: 2019 }]);
  });

  it('education: a 500 shows the error and keeps the choice', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    server.use(
      http.put(`${API}/profile/EducationUpdate/`, () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    const education = section('Education');
    await user.type(within(education).getByLabelText(/^Degree/), ', PhD');
    await user.click(within(education).getByRole('button', { name: 'Save' }));
    expect(await findSnackbar('There was an error editing data')).toBeInTheDocument();
    expect(within(education).getByLabelText(/^Degree/)).toHaveValue('MA in Education, PhD');
  });

  it.each([
    ['Work', /^Position/, 'Head\u202Egpj.exe'],
    ['Education', /^Degree/, 'MA\u0007 in Education'],
  ])(
    '%s: hidden characters are said at the field before sending; the text stays',
    async (name, label, pasted) => {
      profileEndpoint(() => HttpResponse.json(profile));
      // No PUT is declared: one sent would fail the test.
      const { user } = renderPersonal();
      await screen.findByLabelText(/^First name/);
      const part = section(name);
      fireEvent.change(within(part).getByLabelText(label), { target: { value: pasted } });
      await user.click(within(part).getByRole('button', { name: 'Save' }));
      const input = within(part).getByLabelText(label);
      // The degree's hint follows its error.
      expect(input).toHaveAccessibleDescription(
        /^This contains hidden characters that are not allowed here \(control or text direction characters\)\. Delete them or type the text again\./,
      );
      expect(input).toHaveValue(pasted);
      expect(input).toHaveFocus();
    },
  );
});
