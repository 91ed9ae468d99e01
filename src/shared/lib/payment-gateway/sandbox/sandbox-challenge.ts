import type { NextActionOutcome } from '../payment-gateway';

/** The sandbox API's own endpoints live beside the API, same origin (sandbox README, "Sandbox-only endpoints"). */
function sandboxBaseUrl(): string {
  const origin = typeof window !== 'undefined' && window.location?.origin?.startsWith('http') ? window.location.origin : 'http://localhost';
  return `${origin}/api/__sandbox`;
}

/** Finishes the sandbox's 3-D Secure challenge of a payment as the bank's page would. */
export async function finishSandboxChallenge(paymentId: number, outcome: 'complete' | 'fail'): Promise<NextActionOutcome> {
  const response = await globalThis.fetch(`${sandboxBaseUrl()}/payments/${paymentId}/challenge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`The sandbox challenge answered ${response.status}`);
  const { data } = (await response.json()) as { data?: { status?: string } };
  return data?.status === 'failed' || data?.status === 'canceled' ? 'failed' : 'succeeded';
}
