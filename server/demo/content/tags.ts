/**
 * Badges. Every badge theme of the contract is used at least once so the client's badge
 * styles can all be seen on demo data: base, red, brand, special, specialization, grey,
 * outline. One 'special' badge (Editor's choice) and one badge per sponsor, whose label
 * equals that sponsor's label, exercise the client's "move to the front" rule (SPEC §4).
 */
import type { DemoTag } from '../types';
import { SP, sponsors } from './sponsors';

export const TG = {
  beginner: 1,
  intermediate: 2,
  selfPaced: 3,
  advanced: 4,
  popular: 5,
  certificate: 6,
  live: 7,
  editorsChoice: 8,
  primary: 9,
  secondary: 10,
  higherEd: 11,
  corporate: 12,
  research: 13,
  shortRead: 14,
  toolkit: 15,
  caseStudy: 16,
  northwind: 17,
  brightpath: 18,
  civicData: 19,
  aurora: 20,
} as const;

/** The sponsor's badge, named and labelled exactly like the sponsor itself. */
function sponsorTag(id: number, sponsorId: number): DemoTag {
  const sponsor = sponsors.find((s) => s.id === sponsorId);
  if (!sponsor) throw new Error(`Unknown sponsor ${sponsorId}`);
  return { id, name: sponsor.name, label: sponsor.label, theme: 'outline' };
}

export const tags: DemoTag[] = [
  { id: TG.beginner, name: 'Beginner', label: 'beginner', theme: 'base' },
  { id: TG.intermediate, name: 'Intermediate', label: 'intermediate', theme: 'base' },
  { id: TG.selfPaced, name: 'Self-paced', label: 'self-paced', theme: 'base' },
  { id: TG.advanced, name: 'Advanced', label: 'advanced', theme: 'red' },
  { id: TG.popular, name: 'Popular', label: 'popular', theme: 'red' },
  { id: TG.certificate, name: 'Certificate', label: 'certificate', theme: 'brand' },
  { id: TG.live, name: 'Live sessions', label: 'live-sessions', theme: 'brand' },
  { id: TG.editorsChoice, name: "Editor's choice", label: 'editors-choice', theme: 'special' },
  { id: TG.primary, name: 'Primary school', label: 'primary-school', theme: 'specialization' },
  {
    id: TG.secondary,
    name: 'Secondary school',
    label: 'secondary-school',
    theme: 'specialization',
  },
  { id: TG.higherEd, name: 'Higher education', label: 'higher-education', theme: 'specialization' },
  { id: TG.corporate, name: 'Corporate L&D', label: 'corporate-ld', theme: 'specialization' },
  { id: TG.research, name: 'Research summary', label: 'research-summary', theme: 'grey' },
  { id: TG.shortRead, name: 'Short read', label: 'short-read', theme: 'grey' },
  { id: TG.toolkit, name: 'Toolkit', label: 'toolkit', theme: 'outline' },
  { id: TG.caseStudy, name: 'Case study', label: 'case-study', theme: 'outline' },
  sponsorTag(TG.northwind, SP.northwind),
  sponsorTag(TG.brightpath, SP.brightpath),
  sponsorTag(TG.civicData, SP.civicData),
  sponsorTag(TG.aurora, SP.aurora),
];
