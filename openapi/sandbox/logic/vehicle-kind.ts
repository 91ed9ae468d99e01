import type { components } from '@openapi/generated/schema';

type SubType = components['schemas']['AssetSubType'];

/**
 * Whether a vehicle has an engine. Motorhomes and campervans do, caravans do not;
 * among the "other" campers the trailers (trailer tents, teardrops, horse boxes) do not.
 */
export const isMotorisedModel = (subType: SubType, model: string | null): boolean =>
  subType === 'motorhome' || subType === 'campervan' || (subType === 'other_camper' && !/trailer|teardrop|horse box/i.test(model ?? ''));
