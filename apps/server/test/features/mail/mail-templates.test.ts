import { describe, expect, it } from 'vitest';
import { passwordResetCodeMail, verificationCodeMail } from '../../../src/features/mail/mail-templates';

describe('mail templates', () => {
  for (const [name, make, subject] of [
    ['verification', verificationCodeMail, 'Your Amplio verification code'],
    ['password reset', passwordResetCodeMail, 'Your Amplio password reset code'],
  ] as const) {
    it(`${name}: carries the code, the expiry and the ignore line in text and HTML`, () => {
      const mail = make({ to: 'user@example.test', code: '007123' });
      expect(mail.to).toBe('user@example.test');
      expect(mail.subject).toBe(subject);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('007123');
        expect(body).toContain('expires in 10 minutes');
      }
      expect(mail.text).toContain("If you didn't ask for this, ignore this email.");
      expect(mail.html).toContain('If you didn&#39;t ask for this, ignore this email.');
      expect(mail.html).toContain('#6D28D9');
      expect(mail.html).toMatch(/font-size:32px[^>]*>007123</);
    });
  }

  it('escapes the name in HTML and keeps it readable in text', () => {
    const mail = verificationCodeMail({ to: 'x@example.test', code: '123456', name: '<img src=x onerror=alert(1)> & Co' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; Co,');
    expect(mail.text).toContain('Hi <img src=x onerror=alert(1)> & Co,');
  });

  it('links only to http(s) pages', () => {
    const good = verificationCodeMail({
      to: 'x@example.test',
      code: '123456',
      actionUrl: 'https://amplio.example/brand/verify-otp?email=a&b=1',
    });
    expect(good.html).toContain('href="https://amplio.example/brand/verify-otp?email=a&amp;b=1"');
    expect(good.text).toContain('https://amplio.example/brand/verify-otp?email=a&b=1');
    const bad = verificationCodeMail({ to: 'x@example.test', code: '123456', actionUrl: 'javascript:alert(1)' });
    expect(bad.html).not.toContain('javascript:');
    expect(bad.html).not.toContain('href=');
  });
});
