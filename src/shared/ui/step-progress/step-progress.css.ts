import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

const large = 'screen and (min-width: 992px)';

export const nav = style({ width: '100%' });

/** On a phone: "Step 2 of 6" and the current step's name over a thin bar. */
export const compact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  '@media': { [large]: { display: 'none' } },
});
export const compactText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const compactName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const track = style({ height: '0.25rem', borderRadius: vars.radius.pill, background: vars.color.border, overflow: 'hidden' });
export const fill = style({ height: '100%', background: vars.color.brand, borderRadius: vars.radius.pill, transition: `width ${vars.motion.normal} ${vars.easing.standard}` });

/** On a large screen: every step by name. */
export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xs,
  counterReset: 'step',
  '@media': { [large]: { display: 'flex' } },
});
export const item = style({
  flex: '1 1 0',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minWidth: 0,
});
export const bar = style({ height: '0.25rem', borderRadius: vars.radius.pill, background: vars.color.border });
export const barDone = style({ background: vars.color.brand });
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
