/**
 * The personal account (SPEC §7, §4 "Profile saves"): a save counts only on status 200; the
 * profile save replaces the cached profile with the answer, the work place and education
 * saves reload it. Success and failure each show their SPEC §8 snackbar.
 */
import type {
  Certificate,
  CertificateVerification,
  EducationUpdate,
  Profile,
  ProfileUpdate,
  PublicProfile,
  WorkPlaceUpdate,
} from '@/shared/contract/profile';
import { api } from '@/shared/api/baseApi';
import { profileNotices } from '@/features/snackbar/messages';
import { isSilentFailure, notifyOnError } from '@/features/snackbar/notifyOnError';
import { showSnackbar } from '@/features/snackbar/snackbarSlice';
import type { Dispatch } from '@reduxjs/toolkit';

const only200 = (response: Response) => response.status === 200;

async function notifySave(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
    dispatch(showSnackbar(profileNotices.saved, { color: 'success' }));
  } catch (rejection) {
    if (isSilentFailure(rejection)) return;
    console.error('Profile save failed:', rejection);
    dispatch(showSnackbar(profileNotices.saveError, { color: 'error' }));
  }
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile/my/',
      providesTags: ['Profile'],
      onQueryStarted: notifyOnError(profileNotices.loadError),
    }),
    saveProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/profile/my/', method: 'POST', body, validateStatus: only200 }),
      // The public page and the directory show the same data (and is_published).
      invalidatesTags: (result) =>
        result ? [{ type: 'PublicProfile', id: result.id }, 'Member'] : [],
      async onQueryStarted(arg, lifecycle) {
        const saving = notifySave(arg, lifecycle);
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: null }));
        if (data)
          lifecycle.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        await saving;
      },
    }),
    updateWorkPlace: build.mutation<unknown, WorkPlaceUpdate>({
      query: (body) => ({
        url: '/profile/WorkPlaceUpdate/',
        method: 'PUT',
        body,
        validateStatus: only200,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile', 'PublicProfile', 'Member']),
      onQueryStarted: notifySave,
    }),
    updateEducation: build.mutation<unknown, EducationUpdate>({
      query: (body) => ({
        url: '/profile/EducationUpdate/',
        method: 'PUT',
        body,
        validateStatus: only200,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile', 'PublicProfile', 'Member']),
      onQueryStarted: notifySave,
    }),
    /** The cropped JPEG from the avatar cropper (docs/api.md: multipart field `photo`). */
    uploadPhoto: build.mutation<Profile, Blob>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo, 'avatar.jpg');
        return { url: '/profile/my/photo/', method: 'POST', body, validateStatus: only200 };
      },
      invalidatesTags: (result) =>
        result ? [{ type: 'PublicProfile', id: result.id }, 'Member'] : [],
      async onQueryStarted(arg, lifecycle) {
        const saving = notifySave(arg, lifecycle);
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: null }));
        if (data)
          lifecycle.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        await saving;
      },
    }),
    getCertificates: build.query<Certificate[], void>({
      query: () => '/profile/certificates/',
      providesTags: ['Certificates'],
      onQueryStarted: notifyOnError(profileNotices.certificatesError),
    }),
    /** Public: anyone may verify a certificate by its public id (404: not found / not valid). */
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (publicId) => `/certificates/${encodeURIComponent(publicId)}/`,
    }),
    getPublicProfile: build.query<PublicProfile, number>({
      query: (id) => `/profile/${id}/public/`,
      providesTags: (_result, _error, id) => [{ type: 'PublicProfile', id }],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useSaveProfileMutation,
  useUpdateWorkPlaceMutation,
  useUpdateEducationMutation,
  useUploadPhotoMutation,
  useGetCertificatesQuery,
  useVerifyCertificateQuery,
  useGetPublicProfileQuery,
} = profileApi;
