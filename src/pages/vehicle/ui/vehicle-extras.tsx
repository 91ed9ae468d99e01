import { useQuery } from '@tanstack/react-query';
import { VehicleAddons, VehicleInsurance } from '@/widgets/vehicle-details';
import { vehicleDetailQueries, type VehicleDetail } from '@/entities/vehicle';

// Each section asks for its own data: a query's answer re-renders synchronously whatever
// component asked, and asked by the page it redrew the whole page in one task.

/** The add-ons the owner offers, loaded with the section. */
export function AddonsSection({ vehicleId }: { vehicleId: number }) {
  const addons = useQuery(vehicleDetailQueries.addons(vehicleId));
  return <VehicleAddons addons={addons.data} failed={addons.isError} />;
}

/** The insurance products of the vehicle's country, loaded with the section. */
export function InsuranceSection({ vehicle }: { vehicle: VehicleDetail }) {
  const insurance = useQuery(vehicleDetailQueries.insurance(vehicle.id));
  return <VehicleInsurance vehicle={vehicle} products={insurance.data} failed={insurance.isError} />;
}
