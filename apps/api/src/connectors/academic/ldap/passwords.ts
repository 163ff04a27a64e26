import { Attribute, BerWriter, Change, type Client } from 'ldapts';

/** RFC 3062 "LDAP Password Modify Extended Operation". */
export const PASSWORD_MODIFY_OID = '1.3.6.1.4.1.4203.1.11.1';

/**
 * The request value: SEQUENCE { userIdentity [0], oldPasswd [1], newPasswd [2] }, each an optional
 * OCTET STRING. Without the old password the server treats it as an administrative reset.
 */
export function passwordModifyValue(userDn: string, newPassword: string, oldPassword?: string): Buffer {
  const writer = new BerWriter();
  writer.startSequence();
  writer.writeString(userDn, 0x80);
  if (oldPassword !== undefined) writer.writeString(oldPassword, 0x81);
  writer.writeString(newPassword, 0x82);
  writer.endSequence();
  return writer.buffer;
}

/** Active Directory's unicodePwd value: the password in double quotes, UTF-16LE. */
export const unicodePwd = (password: string) => Buffer.from(`"${password}"`, 'utf16le');

const pwdChange = (operation: 'add' | 'delete' | 'replace', password: string) =>
  new Change({ operation, modification: new Attribute({ type: 'unicodePwd', values: [unicodePwd(password)] }) });

/** The way a directory kind sets a password, on a connection bound as the user or the service account. */
export type PasswordWriter = {
  /** The user, bound with the old password, changes it (the directory applies its own policy). */
  change(client: Client, userDn: string, oldPassword: string, newPassword: string): Promise<void>;
  /** The service account sets it without the old one (recovery). */
  reset(client: Client, userDn: string, newPassword: string): Promise<void>;
};

export const PASSWORD_WRITERS: Record<'exop' | 'ad', PasswordWriter> = {
  exop: {
    change: async (client, dn, oldPassword, newPassword) => {
      await client.exop(PASSWORD_MODIFY_OID, passwordModifyValue(dn, newPassword, oldPassword));
    },
    reset: async (client, dn, newPassword) => {
      await client.exop(PASSWORD_MODIFY_OID, passwordModifyValue(dn, newPassword));
    },
  },
  ad: {
    // A user's own change is a delete of the old value and an add of the new one in one modify;
    // only an account with the reset right may replace it outright.
    change: async (client, dn, oldPassword, newPassword) => {
      await client.modify(dn, [pwdChange('delete', oldPassword), pwdChange('add', newPassword)]);
    },
    reset: async (client, dn, newPassword) => {
      await client.modify(dn, pwdChange('replace', newPassword));
    },
  },
};
