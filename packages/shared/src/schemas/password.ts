import { z } from 'zod';
import { LIMITS } from '../constants';
import { MSG } from '../messages';

/**
 * The most common passwords of at least 8 characters (the shorter ones fail on length already).
 * NIST SP 800-63B: length plus a block list, no composition rules.
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000',
  '88888888', '12121212', '11223344', '12341234', '123123123', '147258369', '987654321',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'abc12345',
  'abcd1234', 'aa123456', 'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4', 'asdfghjk', 'asdfghjkl', 'superman', 'trustno1',
  'letmein1', 'computer', 'michelle', 'jennifer', 'whatever', 'starwars', 'admin123',
  'administrador', 'contraseña', 'contrasena', 'contraseña1', 'contrasena1', 'contraseña123',
  'contrasena123', 'universidad', 'colombia', 'colombia1', 'colombia123', 'bogota123',
  'teamoteamo', 'teamo123', 'tequiero', 'mariposa', 'estrella', 'corazon1', 'santotomas',
  'usta1234', 'docente123', 'siiicca123', 'cambiame', 'changeme', 'iloveyou1', 'dragon123',
]);

export const isCommonPassword = (value: string) => COMMON_PASSWORDS.has(value.toLowerCase());

/** The one password policy for change-password, reset and administrator-set passwords. */
export const ZNewPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(LIMITS.passwordMin, MSG.min8)
  .max(LIMITS.passwordMax, MSG.passwordTooLong)
  .refine((v) => !isCommonPassword(v), MSG.passwordTooCommon);
