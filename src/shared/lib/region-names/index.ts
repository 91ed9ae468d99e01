export { regionChoices, regionName, useRegionChoices, useRegionName, type RegionChoice } from './region-names';
