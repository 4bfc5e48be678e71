import type { OnboardingStep, SectionKey } from '@tourneo/domain';

/** The back-office section where each step is done. */
export const SECTION_OF_STEP: Record<OnboardingStep, SectionKey> = {
  qualification: 'roles',
  agent: 'agents',
  operation: 'operations',
  client: 'nouveauClientUnitaire',
  link: 'clients',
};
