import { useLingui } from '@lingui/react/macro';
import type { InsuranceLimitation } from '@/entities/booking';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Text } from '@/shared/ui/text';
import { insuranceLimitationLabel } from '../model/limitation-labels';
import * as css from './insurance.css';

/** The young-driver insurance info modal (001 §2, §5): why a renter aged 28 or younger is asked for it. */
export function YoungDriverDialog({ canAdd, onAdd, onClose }: { canAdd: boolean; onAdd: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Young driver insurance`}>
      <div className={css.form}>
        <Text>{t`Drivers aged 28 or younger have a higher deductible with the standard cover. The young driver insurance lowers it to the normal level for the whole trip.`}</Text>
        <Text>{t`It covers you as the renter. An additional driver aged 28 or younger is covered once you have added it.`}</Text>
        <div className={css.buttons}>
          {canAdd && <Button onClick={onAdd}>{t`Add young driver insurance`}</Button>}
          <Button variant={canAdd ? 'ghost' : 'primary'} onClick={onClose}>
            {t`Close`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The insurance-limitation modal (001 §5, §8): what the insurance does not cover for this booking, and the general limits. */
export function LimitationDialog({ limitations, onClose }: { limitations: readonly InsuranceLimitation[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Limits of the insurance`}>
      <div className={css.form}>
        {limitations.length > 0 && (
          <ul className={css.limits}>
            {limitations.map((limitation) => (
              <li key={limitation}>
                <Text>{insuranceLimitationLabel(i18n, limitation)}</Text>
              </li>
            ))}
          </ul>
        )}
        <Text size="sm">{t`The Swiss insurance covers only renters who live in Switzerland or Liechtenstein. Vehicles over 7,500 kg and vehicles that have driven 300,000 km or more are not covered by the platform's insurance.`}</Text>
        <div className={css.buttons}>
          <Button onClick={onClose}>{t`Close`}</Button>
        </div>
      </div>
    </Dialog>
  );
}
