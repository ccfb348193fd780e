import { ApplicationSubmitted } from '../components/application-submitted';

/** /creative/application-submitted */
export function LouCreativeSubmittedRoute() {
  return <ApplicationSubmitted kind="creative" />;
}

/** /pulsepartner/application-submitted */
export function LouPartnerSubmittedRoute() {
  return <ApplicationSubmitted kind="partner" />;
}
