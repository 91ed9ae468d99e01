import { useLingui } from '@lingui/react/macro';
import type { UploadFailure, UploadRules } from '@/shared/api';

/** `image/jpeg` → `JPEG`: the names people know the formats by. */
const typeName = (type: string) => (type.split('/')[1] ?? type).replace(/^x-/, '').toUpperCase();

/** The accepted types and the size limit in the reader's language: "JPEG, PNG, GIF or WEBP", "15 MB". */
export function useRulesText() {
  const { i18n } = useLingui();
  return (rules: Pick<UploadRules, 'types' | 'maxBytes'>) => ({
    types: new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(rules.types.map(typeName)),
    size: new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(rules.maxBytes / (1024 * 1024)),
  });
}

/** What the user is told about a failed upload (000 §8, 002 §8: too large, invalid type, server status). */
export function useUploadFailureMessage() {
  const { t } = useLingui();
  const rulesText = useRulesText();
  return (failure: UploadFailure): string => {
    switch (failure.kind) {
      case 'too-large': {
        const { size } = rulesText({ types: [], maxBytes: failure.maxBytes });
        return t`This file is too large. Choose one of at most ${size}.`;
      }
      case 'invalid-type': {
        const { types } = rulesText({ types: failure.types, maxBytes: 0 });
        return t`This type of file cannot be used. Choose a ${types} file.`;
      }
      case 'server': {
        const status = failure.status;
        return t`The upload failed: the server answered with error ${status}. Try again.`;
      }
      case 'network':
        return t`The upload was interrupted. Check your connection and try again.`;
      case 'timeout':
        return t`The upload took too long. Check your connection and try again.`;
      case 'canceled':
        return t`The upload was canceled.`;
      case 'refused':
        return failure.message;
    }
  };
}
