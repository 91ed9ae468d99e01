import { IdVerificationSummary } from '@/features/verify-id';

/** The ID verification's status, a chunk of its own: the profile's form is what the page is opened for. */
export default function IdVerificationSection() {
  return <IdVerificationSummary />;
}
