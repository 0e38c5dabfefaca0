import { describe, expect, it } from 'vitest';
import { normaliseEmail, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('needs at least 12 characters and allows long passphrases without composition rules', () => {
    expect(passwordProblem('kort')).toBe('Lösenordet måste vara minst 12 tecken.');
    expect(passwordProblem('elva tecken')).not.toBeNull();
    expect(passwordProblem('tolv tecken!')).toBeNull();
    expect(passwordProblem('bara små bokstäver här')).toBeNull();
    expect(passwordProblem('å'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(256))).toBeNull();
    expect(passwordProblem('x'.repeat(257))).toBe('Lösenordet får vara högst 256 tecken.');
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(passwordProblem('🎁'.repeat(11))).not.toBeNull();
    expect(passwordProblem('🎁'.repeat(12))).toBeNull();
  });

  it('normalises email addresses', () => {
    expect(normaliseEmail('  Anna@Exempel.SE ')).toBe('anna@exempel.se');
    expect(normaliseEmail('anna@exempel')).toBeNull();
    expect(normaliseEmail('an na@exempel.se')).toBeNull();
    expect(normaliseEmail('')).toBeNull();
  });
});
