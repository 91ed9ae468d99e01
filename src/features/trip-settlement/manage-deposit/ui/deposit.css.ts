import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

const base = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xl,
  paddingBlockEnd: vars.space.md,
  // The line between the dots; the last step has none.
  selectors: {
    '&::before': { content: '""', position: 'absolute', insetInlineStart: '0.4375rem', insetBlock: '1.25rem 0', borderInlineStart: `2px solid ${vars.color.border}` },
    '&:last-child::before': { display: 'none' },
    '&::after': { content: '""', position: 'absolute', insetInlineStart: 0, insetBlockStart: '0.25rem', width: '1rem', height: '1rem', borderRadius: '50%', boxSizing: 'border-box' },
  },
});

/** Done: a filled dot; now: a thick ring in the brand colour with a halo; ahead: a thin grey ring. */
export const step = styleVariants({
  done: [base, { selectors: { '&::after': { background: vars.color.success } } }],
  current: [base, { selectors: { '&::after': { border: `4px solid ${vars.color.brand}`, background: vars.color.surface, boxShadow: `0 0 0 3px ${vars.color.brandSubtle}` } } }],
  upcoming: [base, { selectors: { '&::after': { border: `2px solid ${vars.color.borderStrong}`, background: vars.color.surface } } }],
});


export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
