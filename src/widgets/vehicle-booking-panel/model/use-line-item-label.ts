import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PriceLineKey } from '@/entities/vehicle';

/** 001 §3 line-item price keys in words. */
export function useLineItemLabel(): (key: PriceLineKey) => string {
  const { t } = useLingui();
  return useCallback(
    (key: PriceLineKey) => {
      switch (key) {
        case 'low_season_night':
          return t`Nights, low season`;
        case 'low_season_short_booking_night':
          return t`Nights, low season (short stay)`;
        case 'low_season_discounted_night':
          return t`Nights, low season (long-stay discount)`;
        case 'high_season_night':
          return t`Nights, high season`;
        case 'high_season_short_booking_night':
          return t`Nights, high season (short stay)`;
        case 'high_season_discounted_night':
          return t`Nights, high season (long-stay discount)`;
        case 'platform_insurance':
          return t`Insurance`;
        case 'cleaning':
          return t`Handover fee`;
        case 'insurance_addon':
          return t`Insurance add-on`;
        case 'additional_driver':
          return t`Additional driver`;
        case 'id_verification':
          return t`ID verification`;
        case 'equipment_addon':
          return t`Equipment`;
        case 'service_addon':
          return t`Service`;
        case 'comprehensive_insurance':
          return t`Comprehensive insurance`;
        case 'baloise_insurance':
          return t`Insurance (Baloise)`;
      }
    },
    [t],
  );
}
