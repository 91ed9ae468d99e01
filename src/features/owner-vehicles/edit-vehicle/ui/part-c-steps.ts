// The location and insurance steps and the add-ons panel load as one chunk: split apart, the
// labels and skeletons they share with the vehicle and booking pages split those pages' start-up
// chunks in two, and each extra file cost them bytes they do not have (docs/decisions.md, #18 part C).
export { default as AddonsPanel } from './addons-panel';
export { InsuranceStep } from './insurance-step';
export { LocationStep } from './location-step';
