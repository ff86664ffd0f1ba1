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

/** Gmail's domains: its mail ignores dots in the local part, and both names are one inbox. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox a canonical email's mail reaches, as far as the address tells: without a `+tag`
 * (subaddressing, RFC 5233: Gmail, Outlook, Fastmail, Postfix's recipient_delimiter) and, at
 * Gmail, without the dots of the local part. Not an account key (anna+school@ may be an account
 * of its own), only whose code-request budget a stranger's request also spends: else
 * `anna+1@`, `anna+2@`, … each had a code a minute for one inbox (an attacker's audit).
 */
export function inboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
