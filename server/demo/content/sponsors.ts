/**
 * The four partner organisations. Each has a tag whose label equals the sponsor's label
 * (see tags.ts), which the client's badge list moves to the front (SPEC §4).
 */
import type { DemoSponsor } from '../types';

export const SP = { northwind: 1, brightpath: 2, civicData: 3, aurora: 4 } as const;

export const sponsors: DemoSponsor[] = [
  {
    id: SP.northwind,
    name: 'Northwind Academy',
    label: 'northwind-academy',
    logo: 'sponsors/sponsor-1.svg',
    description:
      'Northwind Academy trains school leaders and subject teachers across twelve countries. ' +
      'It funds our micro-lesson and mentoring programmes and shares its coaching playbooks with the community.',
    website: 'https://northwind-academy.example.org',
  },
  {
    id: SP.brightpath,
    name: 'Brightpath Foundation',
    label: 'brightpath-foundation',
    logo: 'sponsors/sponsor-2.svg',
    description:
      'Brightpath Foundation is a charity that backs inclusive, evidence-informed teaching. ' +
      'It supports the assessment and wellbeing courses so that they stay free for teachers in state schools.',
    website: 'https://brightpath.example.org',
  },
  {
    id: SP.civicData,
    name: 'Civic Data Lab',
    label: 'civic-data-lab',
    logo: 'sponsors/sponsor-3.svg',
    description:
      'Civic Data Lab is a non-profit research group that helps schools and public bodies use open data responsibly. ' +
      'Its analysts co-authored the data literacy and inquiry-based STEM courses.',
    website: 'https://civicdatalab.example.org',
  },
  {
    id: SP.aurora,
    name: 'Aurora EdTech',
    label: 'aurora-edtech',
    logo: 'sponsors/sponsor-4.svg',
    description:
      'Aurora EdTech builds accessible learning platforms for schools and training teams. ' +
      'It sponsors our online facilitation, blended learning and digital accessibility tracks.',
    website: 'https://aurora-edtech.example.com',
  },
];
