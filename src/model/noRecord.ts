import type { OwnerRecord } from './types';

/**
 * `@/content/record` for an owner whose content folder has no `record.ts` (build-config.ts
 * `recordModule`): no availability note, no certifications, awards, publications or volunteering.
 */
export const record: OwnerRecord = {};
