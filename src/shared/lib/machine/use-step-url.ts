import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export interface StepUrlOptions<TStep extends string> {
  /** The flow's step now; undefined until the flow runs. */
  flowStep: TStep | undefined;
  /** The step the URL shows. */
  urlStep: TStep;
  /** Asks the flow to move to the URL's step (it goes only where it may) and says where it is after. */
  follow: (step: TStep) => TStep;
  /** The URL of a step; two steps with the same URL are one page. */
  hrefOf: (step: TStep) => string;
  /**
   * On the first load the flow's step wins over the URL's: a link that brought answers with it
   * (the vehicle page's dates) already moved the flow past the step it points at.
   */
  flowLeadsOnLoad?: boolean;
}

/**
 * Keeps a flow and the URL in step, so the browser's history and the flow cannot disagree:
 * when the flow moves (a button), its step becomes a new page in the history; when the URL
 * moves (Back, Forward, a typed URL, a link in the summary), the flow follows where it may,
 * and where it may not the URL is put back to the flow's step in place. Each move is handled
 * once — the last step both agreed on is remembered — so the two never chase each other.
 */
export function useStepUrl<TStep extends string>({ flowStep, urlStep, follow, hrefOf, flowLeadsOnLoad = false }: StepUrlOptions<TStep>): void {
  const navigate = useNavigate();
  const agreed = useRef<{ url: TStep; flow: TStep } | undefined>(undefined);
  const latest = useRef({ follow, hrefOf, navigate, flowLeadsOnLoad });
  useEffect(() => {
    latest.current = { follow, hrefOf, navigate, flowLeadsOnLoad };
  });

  useEffect(() => {
    if (flowStep === undefined) return;
    const { follow: followUrl, hrefOf: href, navigate: go, flowLeadsOnLoad: flowLeads } = latest.current;
    const samePage = (a: TStep, b: TStep) => href(a) === href(b);
    const last = agreed.current;
    if (last === undefined || urlStep !== last.url) {
      const reached = samePage(urlStep, flowStep) || (last === undefined && flowLeads) ? flowStep : followUrl(urlStep);
      agreed.current = { url: reached, flow: reached };
      if (!samePage(reached, urlStep)) void go(href(reached), { replace: true });
      return;
    }
    if (flowStep !== last.flow) {
      agreed.current = { url: flowStep, flow: flowStep };
      if (!samePage(flowStep, urlStep)) void go(href(flowStep));
    }
  }, [flowStep, urlStep]);
}
