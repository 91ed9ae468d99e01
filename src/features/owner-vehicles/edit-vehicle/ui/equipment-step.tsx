import { useLingui } from '@lingui/react/macro';
import { EQUIPMENT_GROUPS, equipmentGroupLabel, equipmentLabel, isFieldShownForSubType, toiletTypeLabel, towbarSocketLabel, winterTyreLabel, type EquipmentGroup } from '@/entities/vehicle';
import { labelledOptions } from '@/shared/lib/labels';
import { NativeCheckbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { NativeSelect } from '@/shared/ui/select';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

const TOILETS = ['none', 'cassette', 'incinerating'] as const;
const WINTER_TYRES = ['none', 'non_studded', 'studded'] as const;
const TOWBAR_SOCKETS = ['13pin', '7pin'] as const;

/**
 * 000 §3 equipment by group, the toilet, winter tyres and towbar socket, each shown or hidden by
 * the vehicle's subtype as 000 §5 says (a caravan has no gps; a motorhome no mover or towbar socket).
 */
export function EquipmentStep({ values, errors, onChange }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const subType = values.subType ?? 'other_camper';
  const shown = (field: string) => isFieldShownForSubType(field, subType);
  return (
    <>
      <div className={css.pair}>
        <FormField label={t`Toilet`} error={errors.toiletType}>
          {(control) => <NativeSelect {...control} items={labelledOptions(i18n, TOILETS, toiletTypeLabel)} value={values.toiletType ?? 'none'} onValueChange={(next) => onChange('toiletType', next)} />}
        </FormField>
        <FormField label={t`Winter tyres`} error={errors.winterTyreType}>
          {(control) => (
            <NativeSelect {...control} items={labelledOptions(i18n, WINTER_TYRES, winterTyreLabel)} value={values.winterTyreType ?? 'none'} onValueChange={(next) => onChange('winterTyreType', next)} />
          )}
        </FormField>
      </div>
      {shown('towbarSocket') && (
        <FormField label={t`Towbar socket`} error={errors.towbarSocket}>
          {(control) => (
            <NativeSelect
              {...control}
              items={labelledOptions(i18n, TOWBAR_SOCKETS, towbarSocketLabel)}
              placeholder={t`Choose a socket`}
              value={values.towbarSocket ?? ''}
              onValueChange={(next) => onChange('towbarSocket', next)}
            />
          )}
        </FormField>
      )}
      {(Object.keys(EQUIPMENT_GROUPS) as EquipmentGroup[]).map((group) => {
        const keys = EQUIPMENT_GROUPS[group].filter(shown);
        if (keys.length === 0) return null;
        return (
          <fieldset key={group} className={css.group}>
            <legend className={css.legend}>{equipmentGroupLabel(i18n, group)}</legend>
            <div className={css.pair}>
              {keys.map((key) => (
                <NativeCheckbox key={key} label={equipmentLabel(i18n, key)} checked={values[key] === true} onCheckedChange={(checked) => onChange(key, checked)} />
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
