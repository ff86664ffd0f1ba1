/**
 * The personal data form with the profile saved from two tabs (README "Decisions where the spec
 * is silent", "Profile edits from two tabs"): a save sends only this tab's changes, and a form
 * with no edit follows the profile read again.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { captureJson, profile, profileEndpoint } from '../fixtures';
import { profileApi } from '@/features/profile/profileApi';
import { answerOtherSections, renderPersonal } from '@/features/profile/testing/renderPersonal';
import { findSnackbar } from '@/test/snackbar';

const field = (name: RegExp) => screen.getByLabelText(name);
const ok = () => HttpResponse.json(profile);

beforeEach(answerOtherSections);

describe('Personal account: the profile from two tabs', () => {
  it("two tabs: a save keeps the other tab's saved fields and sends only what changed since", async () => {
    profileEndpoint(ok);
    // Another tab saved "about" meanwhile: the server's answer carries it.
    const bodies = captureJson('post', '/profile/my/', (body) =>
      HttpResponse.json({ ...profile, about: 'Saved in the other tab.', ...body }),
    );
    const { user } = renderPersonal();
    await user.type(await screen.findByLabelText(/^Middle name/), 'a');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
    expect(field(/^About me/)).toHaveValue('Saved in the other tab.');
    await user.clear(field(/^First name/));
    await user.type(field(/^First name/), 'Ann');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ middle_name: 'Sergeevnaa' }, { first_name: 'Ann' }]);
  });

  it("two tabs: read again (the tab shown again), the other tab's save shows in a form with no edit, not in one with an edit", async () => {
    const elsewhere = { ...profile, about: 'Saved in the other tab.', middle_name: 'Petrovna' };
    profileEndpoint(ok, () => HttpResponse.json(elsewhere));
    const { user, store } = renderPersonal();
    await screen.findByLabelText(/^First name/);
    store.dispatch(profileApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(field(/^About me/)).toHaveValue('Saved in the other tab.'));
    expect(field(/^Middle name/)).toHaveValue('Petrovna');
    // Now an edit here, then another read: the edit stays, and so does the rest as it was.
    await user.type(field(/^First name/), 'a');
    const later = profileEndpoint(() => HttpResponse.json({ ...elsewhere, about: 'Later.' }));
    store.dispatch(profileApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(later.count).toBe(1));
    await waitFor(() =>
      expect(profileApi.endpoints.getProfile.select()(store.getState()).data?.about).toBe('Later.'),
    );
    expect(field(/^First name/)).toHaveValue('Annaa');
    expect(field(/^About me/)).toHaveValue('Saved in the other tab.');
  });
});
