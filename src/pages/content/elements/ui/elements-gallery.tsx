import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CURRENCIES } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button, type ButtonSize, type ButtonVariant } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Card } from '@/shared/ui/card';
import { Checkbox } from '@/shared/ui/checkbox';
import { Dialog, DialogClose } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Input, Textarea } from '@/shared/ui/input';
import { MoneyTable } from '@/shared/ui/money-table';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Select } from '@/shared/ui/select';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { vars } from '@/shared/ui/theme';
import { useToast } from '@/shared/ui/toast';
import * as css from './elements-page.css';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg'];
const COLOR_TOKENS = Object.keys(vars.color) as (keyof typeof vars.color)[];
const SPACE_TOKENS = Object.keys(vars.space) as (keyof typeof vars.space)[];

/** Every component of the page, in one chunk loaded after the page (Radix's select, dialog and radios are heavy). */
export function ElementsGallery() {
  return (
    <>
      <Buttons />
      <Fields />
      <Choices />
      <Overlays />
      <Feedback />
      <CardsAndSkeletons />
      <Money />
      <Tokens />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <Heading level={2} size="md" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Buttons() {
  const { t } = useLingui();
  const variantName: Record<ButtonVariant, string> = { primary: t`Primary`, secondary: t`Secondary`, ghost: t`Ghost`, danger: t`Danger` };
  const sizeName: Record<ButtonSize, string> = { sm: t`Small`, md: t`Medium`, lg: t`Large` };
  return (
    <Section id="elements-buttons" title={t`Buttons`}>
      {VARIANTS.map((variant) => (
        <div key={variant} className={css.section}>
          <Heading level={3} size="sm">
            {variantName[variant]}
          </Heading>
          <div className={css.row}>
            {SIZES.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {sizeName[size]}
              </Button>
            ))}
            <Button variant={variant} loading>
              <Trans>Loading</Trans>
            </Button>
            <Button variant={variant} disabled>
              <Trans>Disabled</Trans>
            </Button>
          </div>
        </div>
      ))}
    </Section>
  );
}

function Fields() {
  const { t } = useLingui();
  const [email, setEmail] = useState('name@example');
  return (
    <Section id="elements-fields" title={t`Fields`}>
      <div className={css.fields}>
        <FormField label={t`E-mail`} error={email.includes('.') ? undefined : t`Enter a valid e-mail address.`}>
          {(control) => <Input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </FormField>
        <FormField label={t`Name`} hint={t`As on your driving licence.`}>
          {(control) => <Input {...control} autoComplete="name" />}
        </FormField>
        <FormField label={t`Message`}>{(control) => <Textarea {...control} rows={3} />}</FormField>
        <FormField label={t`Trip length`}>
          {(control) => (
            <Select
              {...control}
              placeholder={t`Choose a length`}
              items={[
                { value: 'weekend', label: t`A weekend` },
                { value: 'week', label: t`A week` },
                { value: 'fortnight', label: t`Two weeks` },
              ]}
            />
          )}
        </FormField>
      </div>
    </Section>
  );
}

function Choices() {
  const { t } = useLingui();
  return (
    <Section id="elements-choices" title={t`Checkbox and radio buttons`}>
      <Checkbox label={t`I accept the user terms`} />
      <RadioGroup
        label={t`Favourite season`}
        defaultValue="summer"
        items={[
          { value: 'spring', label: t`Spring` },
          { value: 'summer', label: t`Summer` },
          { value: 'autumn', label: t`Autumn` },
          { value: 'winter', label: t`Winter`, disabled: true },
        ]}
      />
    </Section>
  );
}

function Overlays() {
  const { t } = useLingui();
  const { toast } = useToast();
  return (
    <Section id="elements-overlays" title={t`Dialog and toast`}>
      <div className={css.row}>
        <Dialog title={t`An example dialog`} description={t`Dialogs slide up as a sheet on small screens.`} trigger={<Button variant="secondary">{t`Open a dialog`}</Button>}>
          <DialogClose asChild>
            <Button>
              <Trans>Done</Trans>
            </Button>
          </DialogClose>
        </Dialog>
        <Button variant="secondary" onClick={() => toast({ title: t`Your changes are saved.`, variant: 'success' })}>
          <Trans>Show a toast</Trans>
        </Button>
      </div>
    </Section>
  );
}

function Feedback() {
  const { t } = useLingui();
  return (
    <Section id="elements-feedback" title={t`Badges and messages`}>
      <div className={css.row}>
        <Badge tone="brand" label={t`3 new messages`}>
          3
        </Badge>
        <Badge tone="accent">{t`New`}</Badge>
        <Badge tone="neutral">{t`Expired`}</Badge>
      </div>
      <Callout tone="info" as="p">
        <Trans>Something to know before you go on.</Trans>
      </Callout>
      <Callout tone="success" as="p">
        <Trans>Your changes are saved.</Trans>
      </Callout>
      <Callout tone="danger" as="p">
        <Trans>Something went wrong. Please try again.</Trans>
      </Callout>
    </Section>
  );
}

function CardsAndSkeletons() {
  const { t } = useLingui();
  return (
    <Section id="elements-cards" title={t`Cards and skeletons`}>
      <div className={css.cards}>
        <Card>
          <Text>
            <Trans>A card groups what belongs together.</Trans>
          </Text>
        </Card>
        <Card elevated>
          <Text>
            <Trans>An elevated card stands out from the page.</Trans>
          </Text>
        </Card>
      </div>
      <SkeletonGroup label={t`Loading an example`}>
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="rect" height="4rem" />
      </SkeletonGroup>
    </Section>
  );
}

function Money() {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  return (
    <Section id="elements-money" title={t`Money`}>
      <ul className={css.tokens}>
        {CURRENCIES.map((currency) => (
          <li key={currency}>{formatMoney(123_456, currency, intl)}</li>
        ))}
      </ul>
      <MoneyTable
        caption={t`An example price`}
        currency="eur"
        rows={[
          { key: 'nights', label: t`Nights`, quantity: 3, amount: 36_000 },
          { key: 'fee', label: t`Service fee`, amount: 4_320 },
        ]}
        total={{ label: t`Total`, amount: 40_320 }}
      />
    </Section>
  );
}

function Tokens() {
  const { t } = useLingui();
  return (
    <>
      <Section id="elements-colours" title={t`Colours`}>
        <ul className={css.tokens}>
          {COLOR_TOKENS.map((name) => (
            <li key={name} className={css.token}>
              <span className={css.swatch[name]} aria-hidden="true" />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="elements-spaces" title={t`Spaces`}>
        <ul className={css.spaces}>
          {SPACE_TOKENS.map((name) => (
            <li key={name} className={css.spaceRow}>
              <code>{name}</code>
              <span className={css.spaceBar[name]} aria-hidden="true" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
