/** Stories shown on the home page (docs/api.md "Filled in"): the active ones and a "seen" mark. */
import type { Story } from '@/shared/contract/content';
import { api } from '@/shared/api/baseApi';

export const storiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStories: build.query<Story[], void>({
      query: () => '/stories/',
      providesTags: [{ type: 'Story', id: 'LIST' }],
    }),
    /** 204; the list is patched in place rather than refetched (the story stays on screen). */
    markStoryViewed: build.mutation<null, number>({
      query: (id) => ({ url: `/stories/${id}/view/`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storiesApi.util.updateQueryData('listStories', undefined, (stories) => {
            const story = stories.find((s) => s.id === id);
            if (story) story.view = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useListStoriesQuery, useMarkStoryViewedMutation } = storiesApi;
