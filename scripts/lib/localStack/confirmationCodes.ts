/** A sign-up (or other) confirmation code cognito-local "sent". */
export interface ConfirmationCode {
  username: string;
  destination: string;
  code: string;
}

/**
 * Reads cognito-local's output line by line (colours removed) and reports each confirmation code
 * from its "Confirmation Code Delivery" box:
 *
 *   │   Username:    alice                 │
 *   │   Destination: alice@example.com     │
 *   │   Code:        123456                │
 */
export function confirmationCodeReader(onCode: (code: ConfirmationCode) => void): (line: string) => void {
  let username = '';
  let destination = '';
  return (line) => {
    const field = line.match(/^\W*(Username|Destination|Code):\s+(\S+)/);
    if (!field) return;
    const [, name, value = ''] = field;
    if (name === 'Username') {
      username = value;
      destination = '';
    } else if (name === 'Destination') {
      destination = value;
    } else if (username) {
      onCode({ username, destination, code: value });
      username = '';
      destination = '';
    }
  };
}
