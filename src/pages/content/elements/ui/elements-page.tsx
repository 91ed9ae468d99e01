import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import * as css from './elements-page.css';

const ElementsGallery = lazy(() => import('./elements-gallery').then((m) => ({ default: m.ElementsGallery })));

/**
 * The design system page (000 §2, `/_elements`): the components of `shared/ui` rendered live, for
 * designers and reviewers. Not linked from any menu, and kept out of search engines. The gallery
 * is a chunk of its own: all the components at once would be over the page's start-up budget.
 */
export function ElementsPage() {
  const { t } = useLingui();
  return (
    <Container className={css.page}>
      <title>{t`Design system | Campershare`}</title>
      <meta name="robots" content="noindex" />
      <div className={css.section}>
        <Heading level={1}>
          <Trans>Design system</Trans>
        </Heading>
        <Text>
          <Trans>The site’s shared components, rendered live as the pages use them.</Trans>
        </Text>
      </div>
      <Suspense
        fallback={
          <SkeletonGroup label={t`Loading the components`}>
            <Skeleton shape="rect" height="20rem" />
          </SkeletonGroup>
        }
      >
        <ElementsGallery />
      </Suspense>
    </Container>
  );
}
