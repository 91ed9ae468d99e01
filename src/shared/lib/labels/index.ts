export { defineLabels, labelledOptions, type LabelFunction, type LabelKey } from './labels';
