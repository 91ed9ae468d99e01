import { useEffect, useRef } from 'react';
import { clearAutoActivatedFilters, type FilterState } from '@/entities/vehicle-search';
import { useSession } from '@/entities/session';
import { isMarketCountry } from '@/shared/config';
import type { CountryCode } from '@/shared/i18n';
import { forgetAutoActivated, readAutoActivated, rememberAutoActivated } from './auto-activated';

/**
 * The one filter the app turns on itself: a signed-in user who opens the search without any
 * filter sees the vehicles of their site's country (the /se site: Sweden). It is
 * remembered as auto-activated and taken out again when the user logs out (000 §4).
 */
export function useAutoActivatedFilters(state: FilterState, siteCountry: CountryCode, setFilters: (next: FilterState) => void, countryFixed: boolean): void {
  const { status } = useSession();
  const signedIn = status === 'authenticated' || status === 'impersonating';
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    const before = wasSignedIn.current;
    wasSignedIn.current = signedIn;
    if (before && status === 'anonymous') {
      const auto = readAutoActivated();
      forgetAutoActivated();
      if (Object.keys(auto).length > 0) setFilters(clearAutoActivatedFilters(state, auto));
      return;
    }
    if (!before && signedIn && !countryFixed && Object.keys(state).length === 0 && isMarketCountry(siteCountry)) {
      const auto: FilterState = { country: siteCountry };
      rememberAutoActivated(auto);
      setFilters(auto);
    }
  }, [signedIn, status, state, siteCountry, setFilters, countryFixed]);
}
