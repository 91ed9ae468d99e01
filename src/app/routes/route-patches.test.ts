import { describe, expect, it } from 'vitest';
import { routePatches } from './route-patches';

const tree = [
  {
    id: 'root',
    children: [
      {
        id: 'locale:en',
        children: [{ id: 'en:layout:default', children: [{ id: 'en:index' }, { id: 'en:vehicle' }, { id: 'en:catch-all' }] }],
      },
    ],
  },
];

describe('routePatches', () => {
  it('adds the pages a layout lacks under that layout, a layout it lacks whole under the locale, and a locale it lacks under the root', () => {
    const wanted = [
      {
        id: 'locale:en',
        children: [
          { id: 'en:layout:default', children: [{ id: 'en:index' }, { id: 'en:bookings' }, { id: 'en:vehicle' }, { id: 'en:account' }, { id: 'en:catch-all' }] },
          { id: 'en:layout:bare', children: [{ id: 'en:login' }] },
        ],
      },
      { id: 'locale:de', children: [{ id: 'de:layout:default', children: [{ id: 'de:index' }] }] },
    ];
    expect(routePatches(tree, 'root', wanted)).toEqual([
      { parentId: 'root', routes: [wanted[1]] },
      { parentId: 'locale:en', routes: [wanted[0]?.children[1]] },
      { parentId: 'en:layout:default', routes: [{ id: 'en:bookings' }, { id: 'en:account' }] },
    ]);
  });

  it('has nothing to add once the router has every route', () => {
    expect(routePatches(tree, 'root', tree[0]?.children ?? [])).toEqual([]);
  });
});
