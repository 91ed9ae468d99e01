export { FavoriteButton, type FavoriteButtonProps } from './ui/favorite-button';
export { useFavoriteToggle, type FavoriteToggle, type FavoriteToggleOptions } from './model/use-favorite-toggle';
