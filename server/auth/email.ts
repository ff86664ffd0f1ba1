/**
 * The one spelling of an email the server keys accounts, codes, budgets, devices and sign-in links
 * by. The local part is lower-cased (as before); the domain goes through IDNA (UTS #46, Node's
 * `url.domainToASCII`, the mapping the mail library applies before it sends) and back to Unicode,
 * and loses a trailing dot. So `anna@ｄｅｍｏ.ｅｄｕ` (full-width), `anna@de\u00ADmo.edu` (a soft
 * hyphen, which IDNA drops) and `anna@demo.edu.` are anna@demo.edu, and `anna@mail。demo.edu`
 * (an ideographic full stop) is anna@mail.demo.edu: the mailboxes their mail reaches anyway.
 * Before (an attacker's audit), each spelling was an email of its own, with its own code budget
 * (one inbox could be sent a code a minute per spelling; soft hyphens alone make thousands) and
 * an account of its own.
 * A domain IDNA refuses (`demo^x.edu`, a last label of digits) can receive no mail: null, 400.
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import { isEmail } from '../../src/shared/contract/email';

export function canonicalEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return null;
  const ascii = domainToASCII(trimmed.slice(at + 1)).replace(/\.+$/, '');
  if (!ascii) return null;
  const canonical = `${trimmed.slice(0, at).toLowerCase()}@${domainToUnicode(ascii)}`;
  return isEmail(canonical) ? canonical : null;
}
