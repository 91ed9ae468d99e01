import { describe, expect, it } from 'vitest';
import { camperSvg, type CamperPicture } from './camper-svg';

const picture = (overrides: Partial<CamperPicture>): CamperPicture => ({
  assetId: 101,
  imageId: 5001,
  subType: 'motorhome',
  viewType: 'main',
  label: 'Hymer B-Class',
  width: 1600,
  rotation: 0,
  ...overrides,
});

const VIEWS = ['main', 'additional', 'back_right', 'kitchen', 'bathroom', 'sleeping_area', 'sitting_area', 'storage_area', 'plan'];

// Issue #23 point 9: the sandbox's photos look like distinct product photos, not one cartoon van with a caption.
describe('vehicle photos of the sandbox', () => {
  it('draw no text: the vehicle’s name is only the picture’s accessible name', () => {
    for (const viewType of VIEWS) {
      const svg = camperSvg(picture({ viewType }));
      expect(svg).not.toMatch(/<text/);
      expect(svg).not.toContain('>Hymer B-Class<');
      expect(svg).toContain('aria-label="Hymer B-Class"');
    }
  });

  it('are the same every time for the same image', () => {
    expect(camperSvg(picture({}))).toBe(camperSvg(picture({})));
  });

  it('differ from vehicle to vehicle, by subtype, and from photo to photo of one vehicle', () => {
    const mains = [101, 102, 103, 104, 105].map((assetId) => camperSvg(picture({ assetId, imageId: assetId * 10 })));
    expect(new Set(mains).size).toBe(5);
    const bySubType = (['motorhome', 'campervan', 'caravan', 'other_camper'] as const).map((subType) => camperSvg(picture({ subType })));
    expect(new Set(bySubType).size).toBe(4);
    const photos = VIEWS.map((viewType, index) => camperSvg(picture({ viewType, imageId: 5001 + index })));
    expect(new Set(photos).size).toBe(VIEWS.length);
  });

  it('shows a caravan with its drawbar and one axle, a motorhome with two', () => {
    const wheelsOf = (svg: string) => (svg.match(/fill="url\(#rim\)"/g) ?? []).length;
    const caravan = camperSvg(picture({ subType: 'caravan', viewType: 'main' }));
    const motorhome = camperSvg(picture({ subType: 'motorhome', viewType: 'main' }));
    expect(caravan).toMatch(/stroke="#2a2a2a" stroke-width="7"/);
    expect(wheelsOf(caravan)).toBe(1);
    expect(wheelsOf(motorhome)).toBe(2);
  });

  it('stay small: under 16 KB each, whatever the view', () => {
    for (const subType of ['motorhome', 'campervan', 'caravan', 'other_camper'] as const) {
      for (const [index, viewType] of VIEWS.entries()) expect(camperSvg(picture({ subType, viewType, imageId: index })).length).toBeLessThan(16_000);
    }
  });

  it('turn with the rotation, swapping width and height', () => {
    const turned = camperSvg(picture({ rotation: 1, width: 1500 }));
    expect(turned).toMatch(/^<svg [^>]*width="1000" height="1500" viewBox="0 0 667 1000"/);
  });
});
