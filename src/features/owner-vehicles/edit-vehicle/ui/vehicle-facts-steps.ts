// The equipment step, the basic step's technical data and its import by registration number load
// as one chunk: they name the vehicle's facts with the entity's technical and equipment labels,
// which the vehicle page's start-up chunks hold too. Loaded apart, the technical labels became a
// chunk of their own and cost the vehicle page 0.2 KB it does not have (docs/decisions.md, #18 point 3).
export { EquipmentStep } from './equipment-step';
export { TechnicalFields } from './technical-fields';
export { VehicleDataLookup } from './vehicle-data-lookup';
