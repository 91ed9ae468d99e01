import { describe, expect, it } from 'vitest';
import { missingIdImages, requiredIdImages } from './id-verification-record';

const image = (type: 'front' | 'back' | 'selfie' | 'proof_of_residency') => ({ type, sizes: {} as never });

describe('the photos of a manual ID verification (001 §4: passport or ID card)', () => {
  it('asks for a passport’s photo page, both sides of an ID card, and a selfie', () => {
    expect(requiredIdImages('passport')).toEqual(['front', 'selfie']);
    expect(requiredIdImages('id_card')).toEqual(['front', 'back', 'selfie']);
  });

  it('asks only for the proof of residency once the reviewers want it', () => {
    expect(requiredIdImages('id_card', 'pending_proof_of_residency')).toEqual(['proof_of_residency']);
  });

  it('lists what is still missing', () => {
    expect(missingIdImages({ documentType: 'id_card', status: 'draft', images: [image('back')] })).toEqual(['front', 'selfie']);
    expect(missingIdImages({ documentType: 'passport', status: 'draft', images: [image('front'), image('selfie')] })).toEqual([]);
    expect(missingIdImages({ documentType: 'id_card', status: 'pending_proof_of_residency', images: [image('front')] })).toEqual(['proof_of_residency']);
  });
});
