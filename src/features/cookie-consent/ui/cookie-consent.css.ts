import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { CONSENT_UNASKED_MARK } from '@/shared/lib/observability';
import { media, vars } from '@/shared/ui/theme';

/**
 * A card at the bottom edge, above a page's own bottom bar (the vehicle page's Book bar on a
 * phone, `--page-bottom-bar`), so the page's main action stays visible; the page gets the card's
 * height of room at its end, so nothing is covered for good.
 */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: `calc(var(--page-bottom-bar, 0px) + ${vars.space.sm})`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.large]: { insetInline: 'auto', left: vars.space.lg, maxWidth: '34rem', bottom: vars.space.lg, padding: vars.space.lg },
  },
});

/**
 * The server's banner, before the browser has read the consent cookie: hidden unless the page
 * marked a visitor who has not chosen (public/after-first-paint.js, before the first paint), so a
 * visitor who has chosen never sees it flash, and one without JavaScript is not asked.
 */
export const bannerUntilKnown = style([banner, { selectors: { [`html:not([${CONSENT_UNASKED_MARK}]) &`]: { display: 'none' } } }]);

export const text = style({ flex: '1 1 16rem', margin: 0 });

/**
 * On a phone the card must stay under the home page's Search button: the heading only names the
 * region there (visually hidden), and the sentence says it all in two lines.
 */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  '@media': {
    [media.small]: { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const body = style({
  margin: 0,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  '@media': { [media.large]: { marginTop: vars.space.xs, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal } },
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flex: '1 1 auto', justifyContent: 'flex-end' });

export const action = style({ flex: '1 1 0', '@media': { [media.large]: { flex: '0 0 auto' } } });

/**
 * The card's measured height (it wraps differently by locale), set on the body that reads it. Not
 * inherited: a change then restyles the body alone, not every element of the page.
 */
export const bannerRoom = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' }, 'consent-banner-room');

// While the card is there, the page ends with its height of room.
globalStyle(`body:has(${banner})`, { paddingBottom: bannerRoom });
