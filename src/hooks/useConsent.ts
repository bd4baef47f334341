import { useSyncExternalStore } from 'react';
import { consentState, consentStore } from '@/lib/analytics';
import { NOT_ASKING, type ConsentState } from '@/lib/consent';

const noSubscription = () => () => {};
const notAsking = () => NOT_ASKING;

/**
 * The visitor's analytics consent and whether its prompt is open. Prerendering and hydration
 * see NOT_ASKING (nothing in the HTML, nothing for a visitor without JavaScript); the browser's
 * state follows at once after hydration.
 */
export function useConsent(): ConsentState {
  const store = consentStore();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, consentState, notAsking);
}
