import { createElement } from 'react';
import { useMatches } from 'react-router';
import { VehicleEditorPage } from './ui/vehicle-editor-page';

/**
 * Every step's URL renders this one page (the routes' group, `editor-pages.ts`); the matched
 * route names the step, which the editor's step table reads.
 */
export function VehicleEditorRoute() {
  const matches = useMatches();
  const routeName = (matches.at(-1)?.handle as { routeName?: string } | undefined)?.routeName ?? 'publish-vehicle';
  return createElement(VehicleEditorPage, { routeName });
}
