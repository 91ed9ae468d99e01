import type { I18n } from '@lingui/core';
import { addonLabel } from './addon-labels';
import { insurancePlanLabel } from './insurance-labels';

/**
 * The name of what a price line is for: an add-on of the catalogue, an insurance add-on or a
 * platform plan (001 §3), translated; undefined for a key none of them knows. Price tables pass
 * it to the booking entity's line labels, which name add-on lines by it.
 */
export function lineAddonName(i18n: I18n, key: string): string | undefined {
  if (Object.hasOwn(addonLabel.messages, key)) return addonLabel(i18n, key as keyof typeof addonLabel.messages);
  if (Object.hasOwn(insurancePlanLabel.messages, key)) return insurancePlanLabel(i18n, key as keyof typeof insurancePlanLabel.messages);
  return undefined;
}
