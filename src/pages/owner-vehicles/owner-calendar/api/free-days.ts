import type { UnblockStep } from '@/entities/vehicle';
import { deleteUnavailablePeriod, saveUnavailablePeriod } from '@/features/owner-vehicles/edit-vehicle';

/**
 * Runs an unblock plan one call after the other, with the availability step's calls. A call that
 * fails stops the rest; the page reads the calendar again and a retry plans from what is left.
 */
export async function freeDays(vehicleId: number, steps: readonly UnblockStep[]): Promise<void> {
  for (const step of steps) {
    if (step.step === 'delete') await deleteUnavailablePeriod(step.period.id);
    else await saveUnavailablePeriod(vehicleId, step.step === 'change' ? step.period.id : null, step.values);
  }
}
