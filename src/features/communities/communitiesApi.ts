/** Community directory (docs/api.md "Filled in"): published profiles of mentors, experts, members. */
import type { Paged } from '@/shared/contract/common';
import type { CommunityQuery, Member } from '@/shared/contract/content';
import type { PublicProfile } from '@/shared/contract/profile';
import { api } from '@/shared/api/baseApi';
import { compactParams } from '@/shared/api/queryParams';

export const communitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<Paged<Member>, CommunityQuery | void>({
      query: (query) => ({ url: '/communities/', params: compactParams(query ?? undefined) }),
      providesTags: (result) => [
        { type: 'Member', id: 'LIST' },
        ...(result?.results ?? []).map((member) => ({ type: 'Member' as const, id: member.id })),
      ],
    }),
    getMember: build.query<PublicProfile, number>({
      query: (id) => `/communities/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Member', id }],
    }),
  }),
});

export const { useListMembersQuery, useGetMemberQuery } = communitiesApi;
