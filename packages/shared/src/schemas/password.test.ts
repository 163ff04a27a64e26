import { describe, expect, it } from 'vitest';
import { ZChangePasswordSchema, ZLoginSchema } from './auth';
import { ZNewPasswordSchema } from './password';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('password policy', () => {
  it('accepts a long passphrase without composition rules', () => {
    expect(ZNewPasswordSchema.safeParse('caballo correcto bateria grapa').success).toBe(true);
    expect(ZNewPasswordSchema.safeParse('x'.repeat(64)).success).toBe(true);
  });
  it('refuses short, common and over-long passwords with Spanish messages', () => {
    expect(messages(ZNewPasswordSchema.safeParse('abc'))).toContain('Mínimo 8 caracteres');
    expect(messages(ZNewPasswordSchema.safeParse('Password123'))[0]).toMatch(/muy común/);
    expect(messages(ZNewPasswordSchema.safeParse('x'.repeat(129)))).toContain('Máximo 128 caracteres');
    expect(messages(ZNewPasswordSchema.safeParse(''))).toContain('Contraseña Requerida');
  });
});

describe('login schema', () => {
  it('requires the user and four characters of password', () => {
    expect(messages(ZLoginSchema.safeParse({ email: ' ', password: 'abc' }))).toEqual([
      'Usuario Requerido',
      'Mínimo 4 caracteres',
    ]);
  });
  it('defaults the account type to sac', () => {
    expect(ZLoginSchema.parse({ email: 'docente', password: 'abcd' }).type).toBe('sac');
  });
});

describe('change password schema', () => {
  it('requires the repeat to match', () => {
    const r = ZChangePasswordSchema.safeParse({ before: 'old', password: 'nueva clave segura', passVerifi: 'otra' });
    expect(messages(r)).toEqual(['Contraseñas no coinciden']);
  });
});
