/**
 * Turns TypeBox validation errors (message + instancePath) into the contract's error bodies,
 * with the wording a form can show next to its field.
 */
interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

function friendly(field: string, message: string): string {
  if (message === 'Expected required property') return 'This field is required.';
  if (/length greater or equal to 1$/.test(message)) return 'This field may not be blank.';
  if (field === 'email' && /to match|length/.test(message)) return 'Enter a valid email address.';
  if (field === 'code' && /to match/.test(message)) return 'Enter the 4-digit code.';
  if (/^Expected union value$/.test(message)) return 'Invalid value.';
  return message.replace(/^Expected/, 'Must be') + '.';
}

/** `{field: [msg]}` for body errors; a root-level problem (not an object) becomes `{detail}`. */
export function bodyErrors(issues: ValidationIssue[]): Record<string, unknown> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/')[1];
    if (!field) return { detail: 'The request body must be a JSON object.' };
    // TypeBox reports a missing property twice (required, then type); the first says it best.
    if (!fields[field]) fields[field] = [friendly(field, issue.message ?? 'Invalid value')];
  }
  return fields;
}

export function queryError(issues: ValidationIssue[]): Record<string, unknown> {
  const first = issues[0] ?? {};
  const name = (first.instancePath ?? '').split('/')[1] ?? 'query';
  const detail =
    name === 'page_size'
      ? 'page_size must be an integer from 1 to 100.'
      : name === 'page'
        ? 'page must be a positive integer.'
        : `Invalid query parameter "${name}".`;
  return { detail };
}
