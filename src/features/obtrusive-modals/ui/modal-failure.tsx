import * as css from './obtrusive-modals.css';

/** Why the answer did not go through; the modal's own button tries again. */
export function ModalFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={css.alert}>
      {message}
    </p>
  );
}
