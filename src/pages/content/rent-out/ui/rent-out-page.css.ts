import { style } from '@vanilla-extract/css';
import { media, vars } from '@/shared/ui/theme';

export const hero = style({
  background: vars.color.surfaceMuted,
  paddingBlock: vars.space.xxl,
  '@media': { [media.large]: { paddingBlock: vars.space.xxxl } },
});
export const heroInner = style({ display: 'grid', gap: vars.space.md, maxWidth: '48rem' });
export const claim = style({ fontWeight: 700 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm });
export const sections = style({ display: 'grid', gap: vars.space.xxl, paddingBlock: vars.space.xxl, maxWidth: '48rem' });
export const campaign = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const steps = style({ display: 'grid', gap: vars.space.md, paddingInlineStart: vars.space.xl, marginBlockStart: vars.space.md });
export const panel = style({ display: 'grid', gap: vars.space.md, scrollMarginBlockStart: '5rem' });
export const offer = style({ justifySelf: 'start' });
