import { describe, expect, it } from 'vitest';
import { idVerificationStatus } from './id-verification-status';

const none = { recordStatus: null, autoStatus: null, isIdVerified: false };

describe('derived ID verification status (001 §4)', () => {
  it('is pending if the record is one of the two pending states or the automatic status is pending', () => {
    expect(idVerificationStatus({ ...none, recordStatus: 'pending_verification' })).toBe('pending');
    expect(idVerificationStatus({ ...none, recordStatus: 'pending_proof_of_residency' })).toBe('pending');
    expect(idVerificationStatus({ ...none, autoStatus: 'pending' })).toBe('pending');
    expect(idVerificationStatus({ ...none, autoStatus: 'review' })).toBe('pending');
  });

  it('is approved if the record is approved, the user is flagged verified, or automatic approved', () => {
    expect(idVerificationStatus({ ...none, recordStatus: 'approved' })).toBe('approved');
    expect(idVerificationStatus({ ...none, isIdVerified: true })).toBe('approved');
    expect(idVerificationStatus({ ...none, autoStatus: 'approved' })).toBe('approved');
  });

  it('is denied if either is denied', () => {
    expect(idVerificationStatus({ ...none, recordStatus: 'denied' })).toBe('denied');
    expect(idVerificationStatus({ ...none, autoStatus: 'denied' })).toBe('denied');
    expect(idVerificationStatus({ ...none, autoStatus: 'failed' })).toBe('denied');
  });

  it('is incomplete for three automatic statuses and erroneous for one', () => {
    expect(idVerificationStatus({ ...none, autoStatus: 'created' })).toBe('incomplete');
    expect(idVerificationStatus({ ...none, autoStatus: 'in_progress' })).toBe('incomplete');
    expect(idVerificationStatus({ ...none, autoStatus: 'abandoned' })).toBe('incomplete');
    expect(idVerificationStatus({ ...none, autoStatus: 'error' })).toBe('erroneous');
  });

  it('is none without record or attempt, and for a draft record', () => {
    expect(idVerificationStatus(none)).toBe('none');
    expect(idVerificationStatus({ ...none, recordStatus: 'draft' })).toBe('none');
  });

  it('lets approved beat pending and denied, and pending beat denied', () => {
    expect(idVerificationStatus({ recordStatus: 'denied', autoStatus: 'pending', isIdVerified: true })).toBe('approved');
    expect(idVerificationStatus({ recordStatus: 'pending_verification', autoStatus: 'approved', isIdVerified: false })).toBe('approved');
    expect(idVerificationStatus({ recordStatus: 'denied', autoStatus: 'pending', isIdVerified: false })).toBe('pending');
    expect(idVerificationStatus({ recordStatus: 'denied', autoStatus: 'error', isIdVerified: false })).toBe('denied');
  });
});
