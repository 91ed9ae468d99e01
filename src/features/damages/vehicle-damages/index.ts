/**
 * A vehicle's damages (issue #16 point 4): the owner's list with edit, delete and resolve, and
 * the complete-damage modal it opens. Lazy: importing it costs a page almost nothing.
 */
export { DamageList, preloadDamageList } from './ui/lazy-damage-list';
export type { DamageListProps } from './ui/damage-list';
