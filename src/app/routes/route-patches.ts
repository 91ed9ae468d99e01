/** A route as the router and the route builders both have it: an id, and children. */
interface RouteNode {
  id?: string;
  children?: RouteNode[];
}

/** Routes to add under one parent: one `router.patchRoutes(parentId, routes)`. */
export interface RoutePatch<Route> {
  parentId: string;
  routes: Route[];
}

function idsOf(routes: readonly RouteNode[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.id !== undefined) into.add(route.id);
    idsOf(route.children ?? [], into);
  }
  return into;
}

/**
 * What `wanted` (meant to sit under `parentId`) adds to the routes a router has, matched by id:
 * a route it lacks goes in whole, one it has is gone into for the children it lacks. React Router
 * ranks every route again on each patch, so they are as few as the parents that gain children.
 */
export function routePatches<Route extends RouteNode>(present: readonly RouteNode[], parentId: string, wanted: readonly Route[]): RoutePatch<Route>[] {
  const known = idsOf(present);
  const patches: RoutePatch<Route>[] = [];
  const visit = (parent: string, routes: readonly Route[]) => {
    const missing = routes.filter((route) => route.id === undefined || !known.has(route.id));
    if (missing.length > 0) patches.push({ parentId: parent, routes: missing });
    for (const route of routes) if (route.id !== undefined && known.has(route.id)) visit(route.id, (route.children ?? []) as Route[]);
  };
  visit(parentId, wanted);
  return patches;
}
