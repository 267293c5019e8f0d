import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USERNAME_RULE_MESSAGE } from '@plcsim/compiler';
import SignUpPage from './SignUpPage.tsx';

const session = vi.hoisted(() => ({
  register: vi.fn(),
  signInWithPassword: vi.fn(),
  confirmAccount: vi.fn(),
}));
vi.mock('../../auth/session.ts', () => session);

async function renderSignUp() {
  const router = createMemoryRouter(
    [
      { path: '/signup', Component: SignUpPage },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    { initialEntries: ['/signup'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

async function fillIn(username: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email address'), 'alice@example.com');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.type(screen.getByLabelText('Confirm password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

describe('SignUpPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    session.register.mockResolvedValue({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: 'a***@e***' } },
    });
  });

  it('refuses a lookalike username under the field, keeps the input and does not call the service', async () => {
    await renderSignUp();
    // A Cyrillic 'а' (U+0430) in place of the Latin 'a'.
    await fillIn('\u0430lice');
    const field = screen.getByLabelText('Username');
    expect(await screen.findByText(USERNAME_RULE_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveValue('\u0430lice');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(USERNAME_RULE_MESSAGE);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('alice@example.com');
    expect(session.register).not.toHaveBeenCalled();
  });

  it('clears the message once the username follows the rule, then signs up', async () => {
    await renderSignUp();
    const user = await fillIn('al');
    expect(await screen.findByText(USERNAME_RULE_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'ice_01');
    expect(screen.queryByText(USERNAME_RULE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/We sent a confirmation code by e-mail to a\*\*\*@e\*\*\*/)).toBeVisible();
    expect(session.register).toHaveBeenCalledWith('alice_01', 'alice@example.com', 'Passw0rd!');
  });

  it("shows the pool's refusal (the PreSignUp trigger) as the rule's message", async () => {
    session.register.mockRejectedValue(
      Object.assign(new Error(`PreSignUp failed with error ${USERNAME_RULE_MESSAGE}.`), {
        name: 'UserLambdaValidationException',
      }),
    );
    await renderSignUp();
    await fillIn('alice');
    expect((await screen.findByRole('alert')).textContent).toBe(USERNAME_RULE_MESSAGE);
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
  });

  it('checks the username without the spaces around it', async () => {
    await renderSignUp();
    await fillIn('  alice  ');
    expect(await screen.findByText(/We sent a confirmation code/)).toBeVisible();
    expect(session.register).toHaveBeenCalledWith('alice', 'alice@example.com', 'Passw0rd!');
    expect(screen.queryByText(USERNAME_RULE_MESSAGE)).not.toBeInTheDocument();
  });
});
