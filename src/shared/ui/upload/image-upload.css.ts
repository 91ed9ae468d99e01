import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast} ${vars.easing.standard}, border-color ${vars.motion.fast} ${vars.easing.standard}`,
});

export const zoneDragging = style({ borderColor: vars.color.brand, background: vars.color.brandSubtle });

export const zoneInvalid = style({ borderColor: vars.color.danger });

export const thumbnail = style({
  flex: '0 0 auto',
  width: '6rem',
  height: '6rem',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const round = style({ borderRadius: '50%' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const imagePending = style({ opacity: 0.6 });

export const placeholder = style({ fontSize: vars.fontSize.xxxl, color: vars.color.textMuted, lineHeight: 1 });

export const body = style({ flex: '1 1 14rem', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

