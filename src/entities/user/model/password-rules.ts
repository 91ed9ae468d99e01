import { passwordProblems } from './profile-validation-password';

/**
 * The sign-up's password rules (002 §5). The length and character rule lives with the profile
 * rules (`profile-validation-password`) so every form checks the same thing; this adds the
 * confirmation the sign-up asks for.
 */

/** 002 §5: a confirmation that differs from the password is reported ("passwords mismatch"). */
export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;

/** The first thing a new password lacks, or undefined when it follows the rule. */
export const firstPasswordProblem = (password: string) => passwordProblems(password)[0];
