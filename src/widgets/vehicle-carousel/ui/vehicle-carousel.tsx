import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { PAGE_IMAGE_SIZES, pageImageSources } from '@/entities/vehicle';
import type { components } from '@/shared/api';
import { media } from '@/shared/ui/theme';
import { useMediaQuery } from '@/shared/ui/utils';
import { CAROUSEL, dotWindow, wrapIndex } from '../model/carousel';
import * as css from './vehicle-carousel.css';

type AssetImage = components['schemas']['AssetImage'];

export interface VehicleCarouselProps {
  images: readonly AssetImage[];
  /** The vehicle's name, for the region's label and the images' alternative text. */
  name: string;
}

// A horizontal swipe longer than this moves to the neighbouring image.
const SWIPE_PX = 40;

/** Whether a key press belongs to something else: a field, a dialog or the date picker's grid. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="grid"], [role="slider"], [role="tablist"]'));
}

/** The vehicle's photos, one per page (000 §9). */
export function VehicleCarousel({ images, name }: VehicleCarouselProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const count = images.length;
  const keyboard = useMediaQuery(media.large);
  const swipeStart = useRef<number | null>(null);

  const go = (step: number) => setCurrent((index) => (CAROUSEL.loop ? wrapIndex(index, step, count) : Math.min(Math.max(0, index + step), count - 1)));

  useEffect(() => {
    if (!keyboard || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (isForSomethingElse(event)) return;
      if (event.key === 'ArrowRight') setCurrent((index) => wrapIndex(index, 1, count));
      else if (event.key === 'ArrowLeft') setCurrent((index) => wrapIndex(index, -1, count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyboard, count]);

  if (count === 0) {
    return (
      <div className={css.empty} role="img" aria-label={t`No photos of ${name} yet`}>
        <Trans>No photos yet</Trans>
      </div>
    );
  }

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) > SWIPE_PX) go(distance < 0 ? 1 : -1);
  };

  const position = current + 1;
  return (
    <section className={css.region} aria-roledescription={t`carousel`} aria-label={t`Photos of ${name}`}>
      <div className={css.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className={css.track}
          data-testid="carousel-track"
          style={{
            transform: `translateX(-${(current * 100) / CAROUSEL.slidesPerView}%)`,
            transition: `transform ${CAROUSEL.transitionMs}ms ${CAROUSEL.easing}`,
          }}
        >
          {images.map((image, index) => {
            const sources = pageImageSources(image);
            return (
              <div
                key={image.id}
                className={css.slide}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`Image ${index + 1} of ${count}`}
                aria-hidden={index !== current}
              >
                <picture>
                  <source type="image/webp" srcSet={sources.webpSrcSet} sizes={PAGE_IMAGE_SIZES} />
                  <img
                    className={css.image}
                    src={sources.src}
                    srcSet={sources.srcSet}
                    sizes={PAGE_IMAGE_SIZES}
                    alt={t`${name}, ${index + 1} of ${count}`}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    draggable={false}
                  />
                </picture>
              </div>
            );
          })}
        </div>
      </div>
      <p className={css.counter} aria-live="polite" aria-atomic="true">
        <Trans>
          {position} / {count}
        </Trans>
      </p>
      {count > 1 && (
        <>
          <button type="button" className={css.previous} onClick={() => go(-1)} aria-label={t`Previous image`}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={css.next} onClick={() => go(1)} aria-label={t`Next image`}>
            <span aria-hidden="true">›</span>
          </button>
          <ul className={css.dots}>
            {dotWindow(count, current).map((index) => (
              <li key={index}>
                <button
                  type="button"
                  className={index === current ? `${css.dot} ${css.dotCurrent}` : css.dot}
                  aria-label={t`Show image ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
