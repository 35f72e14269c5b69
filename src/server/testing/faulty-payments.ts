// A payment provider that breaks on purpose, for fault tests: it wraps a real one and, on the Nth call
// that moves or holds money (charge, refund, transfer, authorise, capture, release), either fails before doing anything or does the work and
// then loses the answer (as a timeout does). Every other call passes straight through.

import { ProviderUnavailableError, type PaymentsProvider } from '../adapters/payments/payments';

export type Fault = 'fail' | 'timeout';

export type FaultyProvider = PaymentsProvider & {
  /** Breaks the `nth` money-moving call from now on (1 = the next one) in the given way. */
  arm(nth: number, fault: Fault): void;
  /** Money-moving calls made so far, and the faults injected. */
  readonly calls: number;
  readonly injected: { call: number; method: string; fault: Fault }[];
};

export function withFaults(inner: PaymentsProvider): FaultyProvider {
  let calls = 0;
  let armedAt: number | null = null;
  let armedFault: Fault = 'fail';
  const injected: { call: number; method: string; fault: Fault }[] = [];

  async function moving<T>(method: string, work: () => Promise<T>): Promise<T> {
    calls += 1;
    if (calls !== armedAt) return work();
    armedAt = null;
    injected.push({ call: calls, method, fault: armedFault });
    if (armedFault === 'fail') throw new ProviderUnavailableError();
    await work();
    throw new ProviderUnavailableError('The payment provider did not answer in time.');
  }

  return {
    kind: inner.kind,
    createCustomer: (input, key) => inner.createCustomer(input, key),
    startCardSetup: (customerId) => inner.startCardSetup(customerId),
    saveCard: (customerId, token, key) => inner.saveCard(customerId, token, key),
    charge: (input, key) => moving('charge', () => inner.charge(input, key)),
    refund: (input, key) => moving('refund', () => inner.refund(input, key)),
    transfer: (input, key) => moving('transfer', () => inner.transfer(input, key)),
    authorise: (input, key) => moving('authorise', () => inner.authorise(input, key)),
    capture: (id, key) => moving('capture', () => inner.capture(id, key)),
    release: (id, key) => moving('release', () => inner.release(id, key)),
    createBankToken: (input) => inner.createBankToken(input),
    createConnectedAccount: (input, key) => inner.createConnectedAccount(input, key),
    updateConnectedAccount: (id, input) => inner.updateConnectedAccount(id, input),
    getRequirements: (id) => inner.getRequirements(id),
    createAccountLink: (id, input) => inner.createAccountLink(id, input),
    getBalance: (id) => inner.getBalance(id),
    listBalanceTransactions: (id, page) => inner.listBalanceTransactions(id, page),
    parseWebhook: (body, signature) => inner.parseWebhook(body, signature),
    arm(nth, fault) {
      armedAt = calls + nth;
      armedFault = fault;
    },
    get calls() {
      return calls;
    },
    get injected() {
      return injected;
    },
  };
}
