import { http, HttpResponse } from 'msw';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { profileApi } from './profileApi';

const { endpoints } = profileApi;
const profile = {
  id: 7,
  first_name: 'Ann',
  last_name: 'Lee',
  middle_name: '',
  photo: null,
  is_published: false,
};
type Store = ReturnType<typeof loggedInStore>;
const snackbarText = (store: Store) => store.getState().snackbar.current?.message.defaultMessage;

describe('profile calls (SPEC §4 "Profile saves", §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a profile save answered 200 replaces the stored profile without a reload and says so', async () => {
    let loads = 0;
    server.use(
      http.get(`${API}/profile/my/`, () => {
        loads += 1;
        return HttpResponse.json(profile);
      }),
      http.post(`${API}/profile/my/`, async ({ request }) =>
        HttpResponse.json({ ...profile, ...((await request.json()) as object) }),
      ),
    );
    const store = loggedInStore();
    const subscription = store.dispatch(endpoints.getProfile.initiate());
    await subscription;
    await store.dispatch(endpoints.saveProfile.initiate({ first_name: 'Anna' }));
    await flush();
    expect(endpoints.getProfile.select()(store.getState()).data?.first_name).toBe('Anna');
    expect(loads).toBe(1);
    expect(snackbarText(store)).toBe('Data saved successfully');
    subscription.unsubscribe();
  });

  it('a save answered with anything but 200 is an error: logged, reported, nothing replaced', async () => {
    server.use(http.post(`${API}/profile/my/`, () => HttpResponse.json(profile, { status: 202 })));
    const store = loggedInStore();
    const result = await store.dispatch(endpoints.saveProfile.initiate({ first_name: 'X' }));
    expect(result.error).toMatchObject({ status: 202 });
    expect(snackbarText(store)).toBe('There was an error editing data');
    expect(console.error).toHaveBeenCalled();
  });

  it.each([
    [
      'work place',
      'WorkPlaceUpdate',
      (store: Store) =>
        store.dispatch(endpoints.updateWorkPlace.initiate({ work_place: 2, position: 'Teacher' })),
    ],
    [
      'education',
      'EducationUpdate',
      (store: Store) =>
        store.dispatch(
          endpoints.updateEducation.initiate({
            university: 1,
            graduation_year: 2010,
            degree: 'MSc',
          }),
        ),
    ],
  ])('a %s save answered 200 reloads the profile', async (_label, path, save) => {
    let loads = 0;
    const puts: unknown[] = [];
    server.use(
      http.get(`${API}/profile/my/`, () => {
        loads += 1;
        return HttpResponse.json(profile);
      }),
      http.put(`${API}/profile/${path}/`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(profile);
      }),
    );
    const store = loggedInStore();
    const subscription = store.dispatch(endpoints.getProfile.initiate());
    await subscription;
    await save(store);
    await flush();
    expect(puts).toHaveLength(1);
    expect(loads).toBe(2);
    expect(snackbarText(store)).toBe('Data saved successfully');
    subscription.unsubscribe();
  });

  it('uploads the cropped photo as multipart field "photo"', async () => {
    const received: { name: string | null; type: string | null }[] = [];
    server.use(
      http.post(`${API}/profile/my/photo/`, async ({ request }) => {
        const form = await request.formData();
        // Node's File class, not jsdom's: read the fields rather than use instanceof.
        const photo = form.get('photo') as { name?: string; type?: string } | null;
        received.push({ name: photo?.name ?? null, type: photo?.type ?? null });
        return HttpResponse.json({ ...profile, photo: '/api/media/files/p.jpg' });
      }),
    );
    const store = loggedInStore();
    const result = await store.dispatch(
      endpoints.uploadPhoto.initiate(new Blob(['jpeg'], { type: 'image/jpeg' })),
    );
    expect(received).toEqual([{ name: 'avatar.jpg', type: 'image/jpeg' }]);
    expect(result.data?.photo).toBe('/api/media/files/p.jpg');
    await flush();
    expect(endpoints.getProfile.select()(store.getState()).data?.photo).toBe(
      '/api/media/files/p.jpg',
    );
  });

  it.each([
    [
      '/profile/my/',
      (store: Store) => store.dispatch(endpoints.getProfile.initiate()),
      'There was an error loading data',
    ],
    [
      '/profile/certificates/',
      (store: Store) => store.dispatch(endpoints.getCertificates.initiate()),
      'There was an error loading the received certificates',
    ],
  ])('a failed GET %s shows "%s"', async (path, load, text) => {
    server.use(
      http.get(`${API}${path}`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    const store = loggedInStore();
    await load(store);
    expect(snackbarText(store)).toBe(text);
  });
});
