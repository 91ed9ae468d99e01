import { msg } from '@lingui/core/macro';
import type { EditorSection } from '@/entities/vehicle';
import { defineLabels } from '@/shared/lib/labels';

/** The editor's sections as its tabs name them (000 §2), for the tabs and for what is missing before publishing. */
export const editorSectionLabel = defineLabels<EditorSection>({
  basic: msg`Basic data`,
  images: msg`Photos`,
  equipment: msg`Equipment`,
  location: msg`Location`,
  pricing: msg`Pricing`,
  rules: msg`Rules`,
  cancellation: msg`Cancellation`,
  checkinCheckout: msg`Check-in and check-out`,
  availability: msg`Availability`,
  insurance: msg`Insurance`,
  description: msg`Description`,
  activation: msg`Publish`,
});
