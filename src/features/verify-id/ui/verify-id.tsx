import { useLocalizedHref } from '@/shared/routing';
import { removeIdPhoto, rotateIdPhoto, uploadIdPhoto } from '../api/id-verification-requests';
import { useIdVerification, type IdVerificationSources } from '../model/use-id-verification';
import { IdVerificationScreen } from './id-verification-screen';

const PHOTO_ACTIONS = { upload: uploadIdPhoto, rotate: rotateIdPhoto, remove: removeIdPhoto };

/** The user's ID verification (001 §4, 002 §4.10) on the page of their role. */
export function VerifyId(sources: IdVerificationSources) {
  const hrefTo = useLocalizedHref();
  const { view, send, returnTo } = useIdVerification(sources);
  return <IdVerificationScreen view={view} send={send} returnTo={returnTo} profileHref={hrefTo('profile')} photoActions={PHOTO_ACTIONS} />;
}
