import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { EquipmentGroup, EquipmentKey } from '@/entities/vehicle';

/** Every enum value the vehicle page shows, in words. */
export function useVehicleLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      subType: { motorhome: t`Motorhome`, campervan: t`Campervan`, caravan: t`Caravan`, other_camper: t`Other camper` } as Record<string, string>,
      transmission: { automatic: t`Automatic`, manual: t`Manual` } as Record<string, string>,
      fuel: { petrol: t`Petrol`, diesel: t`Diesel`, electric: t`Electric`, naturalGas: t`Natural gas`, petroleumGas: t`LPG` } as Record<string, string>,
      winterTyres: { none: t`None`, studded: t`Studded`, non_studded: t`Non-studded` } as Record<string, string>,
      toilet: { none: t`None`, incinerating: t`Incinerating toilet`, cassette: t`Cassette toilet` } as Record<string, string>,
      towbarSocket: { '7pin': t`7-pin (old standard)`, '13pin': t`13-pin (new standard)` } as Record<string, string>,
      pricingMode: {
        per_booking_night: t`per night`,
        per_booking: t`per booking`,
        fixed: t`fixed price`,
        included: t`included`,
      } as Record<string, string>,
      cancellationPolicy: { flex: t`Flexible`, standard: t`Standard`, strict: t`Strict` } as Record<string, string>,
      equipmentGroup: {
        kitchen: t`Kitchen`,
        water: t`Water`,
        drivingAids: t`Driving aids`,
        outdoorsAndTowing: t`Outdoors and towing`,
        comfort: t`Comfort`,
      } satisfies Record<EquipmentGroup, string>,
      equipment: {
        refrigerator: t`Refrigerator`,
        freezer: t`Freezer`,
        fullyEquippedKitchen: t`Fully equipped kitchen`,
        oven: t`Oven`,
        stove: t`Stove`,
        microwaveOven: t`Microwave oven`,
        coffeeMachine: t`Coffee machine`,
        hotWater: t`Hot water`,
        shower: t`Shower`,
        gps: t`GPS`,
        backupCamera: t`Reversing camera`,
        parkingSensors: t`Parking sensors`,
        airConditionDriving: t`Air conditioning while driving`,
        towbarSocketAdapter: t`Towbar socket adapter`,
        towingMirrors: t`Towing mirrors`,
        bicycleCarrier: t`Bicycle carrier`,
        towbar: t`Towbar`,
        mover: t`Mover`,
        solarPanel: t`Solar panel`,
        awning: t`Awning`,
        awningCarpet: t`Awning carpet`,
        marquis: t`Marquee`,
        outdoorFurniture: t`Outdoor furniture`,
        barbequeGrill: t`Barbecue grill`,
        airCondition: t`Air conditioning`,
        auxPort: t`AUX port`,
        bluetoothAudio: t`Bluetooth audio`,
        cdPlayer: t`CD player`,
        tv: t`TV`,
        heating: t`Heating`,
        floorHeating: t`Floor heating`,
        childSafetySeat: t`Child safety seat`,
        blackoutCurtain: t`Blackout curtains`,
        blinds: t`Blinds`,
        mosquitoNet: t`Mosquito net`,
        pillowsAndBlanketsIncluded: t`Pillows and blankets included`,
        bedLinenIncluded: t`Bed linen included`,
      } satisfies Record<EquipmentKey, string>,
      weekday: [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`],
    }),
    [t],
  );
}
