import { describe, expect, it } from 'vitest';
import { maskEmail, RECOVERY_MSG, ZRecoveryFindSchema, ZResetPasswordSchema } from './recovery';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the first letter of the domain', () => {
    expect(maskEmail('docente@siiicca.test')).toBe('d*****e@s******.test');
    expect(maskEmail('Mafe.Rojas@correo.test')).toBe('m********s@c*****.test');
    expect(maskEmail('ab@x.co')).toBe('a*@x*.co');
    expect(maskEmail('p@mail.usta.edu.co')).toBe('p*@m************.co');
  });
});

describe('recovery schemas', () => {
  it('asks for an address-like e-mail and the captcha, in Spanish', () => {
    expect(messages(ZRecoveryFindSchema.safeParse({ email: ' ', captcha: 'x' }))).toEqual([RECOVERY_MSG.emailRequired]);
    expect(messages(ZRecoveryFindSchema.safeParse({ email: 'docente', captcha: 'x' }))).toEqual(['Correo inválido']);
    expect(messages(ZRecoveryFindSchema.safeParse({ email: 'docente@siiicca.test' }))).toEqual([RECOVERY_MSG.captchaRequired]);
  });

  const reset = {
    email: 'd*****e@s******.test',
    token: 't'.repeat(43),
    id: 'id',
    captcha: 'c',
    emailVerif: 'docente@siiicca.test',
    password: 'caballo correcto',
    password_confirmation: 'caballo correcto',
  };
  it('accepts a reset whose typed address fits the mask', () => {
    expect(ZResetPasswordSchema.safeParse(reset).success).toBe(true);
  });
  it('refuses a different repeat, a weak password and an address that does not fit the mask', () => {
    expect(messages(ZResetPasswordSchema.safeParse({ ...reset, password_confirmation: 'otra cosa' }))).toEqual(['Contraseñas no coinciden']);
    expect(messages(ZResetPasswordSchema.safeParse({ ...reset, password: 'abc', password_confirmation: 'abc' }))).toEqual(['Mínimo 8 caracteres']);
    expect(messages(ZResetPasswordSchema.safeParse({ ...reset, emailVerif: 'otro@siiicca.test' }))).toEqual(['Correo Electrónico no coincide']);
  });
});
