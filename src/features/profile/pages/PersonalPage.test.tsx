import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { captureJson, profile, personalState, profileEndpoint } from '../fixtures';
import { switchLanguage } from '@/test/switchLanguage';
import { render } from '@/test/utils';
import { answerOtherSections, renderPersonal } from '@/features/profile/testing/renderPersonal';
import { PersonalPage } from './PersonalPage';
import { findSnackbar, querySnackbar } from '@/test/snackbar';

const field = (name: RegExp) => screen.getByLabelText(name);
const ok = () => HttpResponse.json(profile);

beforeEach(answerOtherSections);

describe('Personal account: profile and its save', () => {
  it('shows the profile in its fields, the email read-only, city and specialization by name', async () => {
    profileEndpoint(ok);
    renderPersonal();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Anna');
    expect(field(/^Middle name/)).toHaveValue('Sergeevna');
    expect(field(/^Email/)).toHaveAttribute('readonly');
    expect(field(/^Phone/)).toHaveValue('+7 (916) 555-01-23');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Moscow');
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveValue('English');
    expect(field(/^About me/)).toHaveValue('English teacher.');
  });

  it("says 'There was an error loading data' when the profile cannot load, and retries", async () => {
    const calls = profileEndpoint(() => HttpResponse.json({ detail: 'boom' }, { status: 500 }), ok);
    const { user } = renderPersonal();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error loading data');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Anna');
    expect(calls.count).toBe(2);
  });

  it("200: 'Data saved successfully' and the form takes the saved profile", async () => {
    profileEndpoint(ok);
    const bodies = captureJson('post', '/profile/my/', (body) =>
      HttpResponse.json({ ...profile, ...body, middle_name: 'Petrovna' }),
    );
    const { user } = renderPersonal();
    await user.clear(await screen.findByLabelText(/^Middle name/));
    await user.type(field(/^Middle name/), '  Petrovna  ');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    // Only the changed field: the others, sent as this tab loaded them, would undo another tab's save.
    expect(bodies[0]).toEqual({ middle_name: '  Petrovna  ' });
    expect(field(/^Middle name/)).toHaveValue('Petrovna');
  });

  it('a number outside +7 and +1 keeps its country code, and saves as typed', async () => {
    profileEndpoint(ok);
    const bodies = captureJson('post', '/profile/my/', (body) =>
      HttpResponse.json({ ...profile, ...body }),
    );
    const { user } = renderPersonal();
    await user.clear(await screen.findByLabelText(/^Phone/));
    await user.type(field(/^Phone/), '+49 30 1234567');
    expect(field(/^Phone/)).toHaveValue('+49 301 234 567');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ phone: '+49 301 234 567' });
  });

  it('400: the field errors at their fields, the typed values kept, the error snackbar shown', async () => {
    profileEndpoint(ok);
    server.use(
      http.post(`${API}/profile/my/`, () =>
        HttpResponse.json(
          { city: ['Invalid input. Select from the list'], about: ['Must be string.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPersonal();
    await user.type(await screen.findByLabelText(/^About me/), ' Still here.');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('There was an error editing data')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Invalid input. Select from the list',
    );
    expect(field(/^About me/)).toHaveAccessibleDescription(
      expect.stringContaining('Must be string.'),
    );
    expect(field(/^About me/)).toHaveValue('English teacher. Still here.');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'Internal server error.' }, { status: 500 })],
    ['no network', () => HttpResponse.error()],
    ['a 201 (only 200 counts)', () => HttpResponse.json(profile, { status: 201 })],
  ])("%s: 'There was an error editing data' and the typed values stay", async (_case, answer) => {
    profileEndpoint(ok);
    server.use(http.post(`${API}/profile/my/`, answer));
    const { user } = renderPersonal();
    await user.clear(await screen.findByLabelText(/^Last name/));
    await user.type(field(/^Last name/), 'Smirnova');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('There was an error editing data')).toBeInTheDocument();
    expect(querySnackbar('Data saved successfully')).not.toBeInTheDocument();
    expect(field(/^Last name/)).toHaveValue('Smirnova');
  });

  it('checks names and the phone before sending anything', async () => {
    profileEndpoint(ok);
    const { user } = renderPersonal();
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.clear(field(/^Last name/));
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '7916');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(screen.getByText('Fill in the name')).toBeInTheDocument();
    expect(screen.getByText('Fill in last name')).toBeInTheDocument();
    expect(screen.getByText('Enter the whole number or leave the field empty')).toBeInTheDocument();
    // The first field with an error (in the form's order: last name) takes the focus.
    expect(field(/^Last name/)).toHaveFocus();
  });

  it('rewords the errors shown when the language is switched, keeping what was typed', async () => {
    profileEndpoint(ok);
    const { user, store } = render(<PersonalPage />, {
      route: '/personal',
      preloadedState: personalState(),
      locale: 'store',
    });
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), ' ');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(screen.getByText('Fill in the name')).toBeInTheDocument();
    switchLanguage(store, 'ru');
    expect(await screen.findByText('Заполните имя')).toBeInTheDocument();
    expect(screen.getByText('Заполните фамилию')).toBeInTheDocument();
    expect(screen.queryByText('Fill in the name')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Фамилия/)).toHaveValue(' ');
  });

  const HIDDEN =
    'This contains hidden characters that are not allowed here (control or text direction characters). Delete them or type the text again.';

  it('refuses controls and text direction overrides in names, counts invisible-only as empty, keeps the text', async () => {
    profileEndpoint(ok);
    const { user } = renderPersonal();
    // Pasted text, as it arrives: no POST is declared, so one sent would fail the test.
    fireEvent.change(await screen.findByLabelText(/^First name/), {
      target: { value: '\u200B \u2060' },
    });
    fireEvent.change(field(/^Last name/), { target: { value: 'Ivanova\u202Egpj.exe' } });
    fireEvent.change(field(/^Middle name/), { target: { value: 'Ser\u0007geevna\u001B' } });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(field(/^First name/)).toHaveAccessibleDescription('Fill in the name');
    expect(field(/^Last name/)).toHaveAccessibleDescription(HIDDEN);
    expect(field(/^Middle name/)).toHaveAccessibleDescription(HIDDEN);
    expect(field(/^Last name/)).toHaveValue('Ivanova\u202Egpj.exe');
    expect(field(/^Middle name/)).toHaveValue('Ser\u0007geevna\u001B');
    expect(field(/^Last name/)).toHaveFocus();
  });

  it('sends a Persian name with ZWNJ and a name with combining marks as typed', async () => {
    profileEndpoint(ok);
    const bodies = captureJson('post', '/profile/my/', (body) =>
      HttpResponse.json({ ...profile, ...body }),
    );
    const { user } = renderPersonal();
    fireEvent.change(await screen.findByLabelText(/^First name/), {
      target: { value: 'مهر\u200Cناز' },
    });
    fireEvent.change(field(/^Last name/), { target: { value: 'Zoe\u0301 O’Brien-Smith' } });
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      first_name: 'مهر\u200Cناز',
      last_name: 'Zoe\u0301 O’Brien-Smith',
    });
  });

  it("shows the server's invalid_characters in the reader's words at its field", async () => {
    profileEndpoint(ok);
    server.use(
      http.post(`${API}/profile/my/`, () =>
        HttpResponse.json(
          {
            middle_name: ['Remove control characters and text direction marks from this field.'],
            codes: { middle_name: ['invalid_characters'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPersonal();
    await user.click((await screen.findAllByRole('button', { name: 'Save' }))[0]);
    expect(await findSnackbar('There was an error editing data')).toBeInTheDocument();
    expect(field(/^Middle name/)).toHaveAccessibleDescription(HIDDEN);
  });
});
