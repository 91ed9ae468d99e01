import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStepUrl } from './use-step-url';

type Step = 'a' | 'b' | 'c';
const ORDER: Step[] = ['a', 'b', 'c'];

/** A flow of three steps kept in the URL; it may go back anywhere and forward only to `reached`. */
function Flow({ start = 'a', leads = false }: { start?: Step; leads?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = (location.pathname.slice(1) || 'a') as Step;
  const [state, setState] = useState({ step: start, reached: start });
  const stateRef = { current: state };
  useStepUrl<Step>({
    flowStep: state.step,
    urlStep,
    follow: (step) => {
      const allowed = ORDER.indexOf(step) <= ORDER.indexOf(stateRef.current.reached);
      const next = allowed ? step : stateRef.current.step;
      stateRef.current = { ...stateRef.current, step: next };
      setState(stateRef.current);
      return next;
    },
    hrefOf: (step) => `/${step}`,
    flowLeadsOnLoad: leads,
  });
  const next = ORDER[ORDER.indexOf(state.step) + 1];
  return (
    <>
      <output aria-label="url">{location.pathname}</output>
      <output aria-label="step">{state.step}</output>
      {next && (
        <button type="button" onClick={() => setState((s) => ({ step: next, reached: ORDER.indexOf(next) > ORDER.indexOf(s.reached) ? next : s.reached }))}>
          Next
        </button>
      )}
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(url: string, props: { start?: Step; leads?: boolean } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Flow {...props} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByRole('status', { name: 'url' }).textContent;
const step = () => screen.getByRole('status', { name: 'step' }).textContent;

describe('useStepUrl: the flow and the URL in step', () => {
  it('puts each step the flow moves to in the history, and Back goes to the previous one without looping', async () => {
    const router = renderAt('/a');
    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    expect(url()).toBe('/c');
    await act(async () => router.navigate(-1));
    expect([url(), step()]).toEqual(['/b', 'b']);
    await act(async () => router.navigate(-1));
    expect([url(), step()]).toEqual(['/a', 'a']);
    await act(async () => router.navigate(1));
    expect([url(), step()]).toEqual(['/b', 'b']);
  });

  it('puts a URL the flow may not open back to the flow\'s step, in place', async () => {
    renderAt('/c');
    expect([url(), step()]).toEqual(['/a', 'a']);
  });

  it('lets the flow lead on load when a link brought answers (the vehicle page\'s dates)', async () => {
    renderAt('/a', { start: 'b', leads: true });
    expect([url(), step()]).toEqual(['/b', 'b']);
  });
});
