import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SignUpRequest } from './accounts';
import { ContactRequest } from './contact';
import { normalizePortfolioUrl } from './fields';
import { displayName, email, password } from './fields-contracts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('display name (spec part 1, section 5)', () => {
  it('uses the spec messages', () => {
    expect(firstMessage(displayName.safeParse(''))).toBe('Display name is required');
    expect(firstMessage(displayName.safeParse('   '))).toBe('Display name is required');
    expect(firstMessage(displayName.safeParse('A'))).toBe('Display name must be at least 2 characters');
    expect(displayName.safeParse('Al').success).toBe(true);
    expect(displayName.safeParse('x'.repeat(50)).success).toBe(true);
    expect(displayName.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('accepts exactly the names whose trimmed length is 2 to 50', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (s) => {
        const n = s.trim().length;
        expect(displayName.safeParse(s).success).toBe(n >= 2 && n <= 50);
      }),
    );
  });
});

describe('e-mail and password', () => {
  it('normalises e-mail to lower case and rejects malformed ones', () => {
    expect(email.parse('  Ana@Example.EDU ')).toBe('ana@example.edu');
    expect(firstMessage(email.safeParse('ana@'))).toBe('Please enter a valid email address');
    expect(firstMessage(email.safeParse(''))).toBe('Email is required');
  });
  it('needs 8 to 128 characters of password', () => {
    expect(firstMessage(password.safeParse('1234567'))).toBe('Password must be at least 8 characters');
    expect(password.safeParse('12345678').success).toBe(true);
    expect(password.safeParse('x'.repeat(129)).success).toBe(false);
  });
  it('reports every bad sign-up field at once', () => {
    const r = SignUpRequest.safeParse({ name: '', email: 'x', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'name', 'password']);
  });
});

describe('portfolio links', () => {
  it('adds https:// to a bare host with a dot', () => {
    expect(normalizePortfolioUrl('maya.studio')).toBe('https://maya.studio/');
    expect(normalizePortfolioUrl('https://behance.net/maya')).toBe('https://behance.net/maya');
    expect(normalizePortfolioUrl('')).toBe('');
  });
  it('rejects what cannot become a web address', () => {
    for (const bad of ['not a url', 'localhost', 'ftp://files.example.com', 'javascript:alert(1)']) {
      expect(normalizePortfolioUrl(bad)).toBeNull();
    }
  });
  it('only ever returns http(s) addresses', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const url = normalizePortfolioUrl(s);
        if (url) expect(url).toMatch(/^https?:\/\//);
      }),
    );
  });
});

describe('contact form', () => {
  it('requires every field with its own message', () => {
    const r = ContactRequest.safeParse({});
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Email is required',
      'Pick a topic',
      'Message is required',
    ]);
  });
});
