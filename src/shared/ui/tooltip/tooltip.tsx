import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Popover, Tooltip as RadixTooltip } from 'radix-ui';
import { useMediaQuery } from '../utils/use-media-query';
import { media } from '../theme/breakpoints';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** Short supporting text; nothing interactive. */
  content: ReactNode;
  /** The trigger: one focusable element, e.g. a `<Button>` or a `<button>` around an icon. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Shows on hover and focus on large screens, and on tap (there is no hover) on small ones. */
export function Tooltip(props: TooltipProps) {
  const isLarge = useMediaQuery(media.large);
  return isLarge ? <HoverTooltip {...props} /> : <TapTooltip {...props} />;
}

// Its own provider, so the app needs no tooltip set-up; only the shared skip-delay between tooltips is lost.
function HoverTooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.bubble} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

// A popover that keeps tooltip semantics: focus stays on the trigger, which the open bubble describes.
function TapTooltip({ content, children, side = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const bubbleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        asChild
        aria-haspopup={undefined}
        aria-controls={open ? bubbleId : undefined}
        aria-describedby={open ? bubbleId : undefined}
      >
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          id={bubbleId}
          role="tooltip"
          className={styles.bubble}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {content}
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
