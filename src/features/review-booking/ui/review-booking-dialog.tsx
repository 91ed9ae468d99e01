import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  REVIEW_COMMENT_PROBLEM_MESSAGES,
  REVIEW_SCORES,
  createBookingReview,
  reviewCommentProblem,
  reviewScoreLabel,
  type Review,
  type ReviewScore,
} from '@/entities/user';
import { isApiError } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { clearReviewDraft, keepReviewDraft, readReviewDraft, type ReviewDraft } from '../model/review-draft';

export interface ReviewBookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookingId: number;
  otherPartyName: string;
  onReviewed: (review: Review) => void;
  /** The API says this party reviewed the booking already (in another tab, say). */
  onAlreadyReviewed: () => void;
}

interface Errors {
  score?: string;
  comment?: string;
  form?: 'failed' | 'already';
}

/** The booking review modal (001 §2): a score from 1 to 5 with its meaning, and an optional comment. */
export default function ReviewBookingDialog({ open, onOpenChange, bookingId, otherPartyName, onReviewed, onAlreadyReviewed }: ReviewBookingDialogProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ReviewDraft>(() => readReviewDraft(bookingId));
  const [errors, setErrors] = useState<Errors>({});
  const send = useMutation({ mutationFn: (body: { overallScore: ReviewScore; overallComment: string | null }) => createBookingReview(bookingId, body) });

  useEffect(() => keepReviewDraft(bookingId, draft), [bookingId, draft]);

  const commentError = (comment: string) => {
    const problem = reviewCommentProblem(comment);
    return problem ? i18n._(REVIEW_COMMENT_PROBLEM_MESSAGES[problem]) : undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const comment = draft.comment.trim();
    const next: Errors = {
      ...(draft.score === null && { score: t`Choose a score from 1 to 5.` }),
      ...(commentError(comment) !== undefined && { comment: commentError(comment) }),
    };
    setErrors(next);
    if (draft.score === null || next.comment) return;
    send.mutate(
      { overallScore: draft.score, overallComment: comment === '' ? null : comment },
      {
        onSuccess: (review) => {
          clearReviewDraft(bookingId);
          onReviewed(review);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.slug === 'contact_info_not_allowed') setErrors({ comment: i18n._(REVIEW_COMMENT_PROBLEM_MESSAGES.contact_info) });
          else if (isApiError(failure) && failure.status === 409) {
            clearReviewDraft(bookingId);
            setErrors({ form: 'already' });
            onAlreadyReviewed();
          }
          else setErrors({ form: 'failed' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Review ${otherPartyName}`}
      description={<Trans>Your review is published with your first name. A comment is optional.</Trans>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <RadioGroup
            label={<Trans>How satisfied are you?</Trans>}
            items={[...REVIEW_SCORES].reverse().map((score) => ({ value: String(score), label: `${score} – ${reviewScoreLabel(i18n, score)}` }))}
            value={draft.score === null ? '' : String(draft.score)}
            onValueChange={(value) => {
              setDraft((d) => ({ ...d, score: Number(value) as ReviewScore }));
              setErrors((e) => ({ ...e, score: undefined }));
            }}
            required
            error={errors.score}
          />
          <FormField label={<Trans>Comment (optional)</Trans>} hint={<Trans>Do not share phone numbers or e-mail addresses.</Trans>} error={errors.comment}>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={draft.comment}
                onChange={(event) => {
                  const text = event.target.value;
                  setDraft((d) => ({ ...d, comment: text }));
                  // Said by the field as it is typed (002 §5), not on leaving it: an error that
                  // appeared on blur moved the button the user was pressing.
                  setErrors((e) => ({ ...e, comment: commentError(text.trim()) }));
                }}
              />
            )}
          </FormField>
          {errors.form && (
            <Text role="alert" tone="danger" weight="semibold">
              {errors.form === 'already' ? (
                <Trans>You have already reviewed this booking.</Trans>
              ) : (
                <Trans>Your review could not be sent. Your text is kept; please try again.</Trans>
              )}
            </Text>
          )}
          <div>
            <Button type="submit" loading={send.isPending}>
              {errors.form === 'failed' ? <Trans>Try again</Trans> : <Trans>Publish review</Trans>}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
