import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLead: {
    id: 'communities.listPage.lead',
    defaultMessage: 'Find experts, mentors and fellow members by name and specialization.',
    description: 'Community list: what the screen is for',
  },
  memberTitle: {
    id: 'communities.memberPage.title',
    defaultMessage: 'Community member',
    description: 'Member page heading until the name is known',
  },
  tabsLabel: {
    id: 'communities.tabs.label',
    defaultMessage: 'Who to show',
    description: 'Accessible name of the community tab bar',
  },
  tabAll: {
    id: 'communities.tabs.all',
    defaultMessage: 'All',
    description: 'Community tab: everyone',
  },
  tabMentors: {
    id: 'communities.tabs.mentors',
    defaultMessage: 'Mentors',
    description: 'Community tab: mentors',
  },
  tabExperts: {
    id: 'communities.tabs.experts',
    defaultMessage: 'Experts',
    description: 'Community tab: experts',
  },
  searchLabel: {
    id: 'communities.search',
    defaultMessage: 'Search by name',
    description: 'Label of the community search box',
  },
  listLabel: {
    id: 'communities.list.label',
    defaultMessage: 'People',
    description: 'Accessible name of the list of member cards',
  },
  count: {
    id: 'communities.list.count',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
    description: 'How many people the tab and search hold',
  },
  emptyTitle: {
    id: 'communities.empty.title',
    defaultMessage: 'No one here yet',
    description: 'Community tab without people',
  },
  emptyText: {
    id: 'communities.empty.text',
    defaultMessage: 'Members appear here once they publish their profile.',
    description: 'Community tab without people: explanation',
  },
  noMatchTitle: {
    id: 'communities.noMatch.title',
    defaultMessage: 'No one found',
    description: 'No person matches the search',
  },
  noMatchText: {
    id: 'communities.noMatch.text',
    defaultMessage: 'Check the spelling or try another name.',
    description: 'No person matches the search: what to do',
  },
  clearSearch: {
    id: 'communities.noMatch.clear',
    defaultMessage: 'Clear search',
    description: 'Button that empties the community search',
  },
});
