import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';

/** The page with the document title its registry entry names, when it sets none itself. */
export function withTitle(page: { Component: ComponentType }, title: MessageDescriptor | undefined): { Component: ComponentType } {
  if (!title) return page;
  const { Component } = page;
  function TitledPage() {
    const { i18n } = useLingui();
    return (
      <>
        <title>{i18n._(title as MessageDescriptor)}</title>
        <Component />
      </>
    );
  }
  return { Component: TitledPage };
}
