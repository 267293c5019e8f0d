import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { watchConsole, type ConsoleWatch } from './support/console.ts';
import { typeLine } from './support/monaco.ts';
import { confirmationCode, e2eStack } from './support/stack.ts';
import { createConfirmedUser } from './support/users.ts';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Problem solving and the Sequence tab (spec 000 §2 "Sequence tab", §4 "Problem solving", "Sequence
 * run"): a new account solves a problem built with the keyboard, graded by the server; the same problem
 * typed into Monaco in Structured Text (a typo first); a failing submission with Show me and Clear; a
 * signed-out Submit run in the browser; and a test sequence written and run on your own project.
 */

const PROBLEM = '/problems/machine-running-light';
const PROMPT = 'Click "Submit" to validate your program.';
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const sequencePanel = (page: Page) => page.getByRole('region', { name: 'Sequence', exact: true });

/** The test's browser context, watched for console errors (issue 22 item 4). */
let consoleWatch: ConsoleWatch;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
  consoleWatch = watchConsole(context);
});

test.afterEach(() => consoleWatch.expectNone());

/** axe's serious or critical violations inside the Sequence tab. */
async function sequenceViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.workspace-sequence').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

/** Signs in a confirmed account made through the pool (for journeys not about signing up). */
async function signIn(page: Page, name: string): Promise<void> {
  const user = await createConfirmedUser(e2eStack(), name);
  await signInThroughPage(page, user.username, user.password);
}

/** A new account through the site: sign up, confirm with the code the pool sent, log out, sign in. */
async function signUpConfirmAndSignIn(page: Page): Promise<void> {
  const username = `learner${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const password = 'Passw0rd!';
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`We sent a confirmation code by e-mail to ${email}.`)).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await confirmationCode(username));
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(/^solved 0 of \d+ problems$/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/signin');
  await signInThroughPage(page, username, password);
}

/** Types keys on the focused ladder; `tag` picks an operand from the picker. */
async function onLadder(page: Page, keys: readonly (string | { tag: string })[]): Promise<void> {
  const ladder = page.getByRole('region', { name: /^Ladder/ });
  await ladder.focus();
  for (const key of keys) {
    if (typeof key === 'string') {
      await page.keyboard.press(key);
      continue;
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /operands/ }).getByRole('combobox')).toBeFocused();
    await page.keyboard.type(key.tag);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /operands/ })).toBeHidden();
    await expect(ladder).toBeFocused();
  }
}

/** Problem 1's reference solution: the seal-in on GREEN (START, STOP normally closed), RED when stopped. */
async function buildSolution(page: Page): Promise<void> {
  await onLadder(page, [
    'r',
    'b',
    'x',
    { tag: 'DI0' },
    'ArrowRight',
    'ArrowRight',
    'x',
    { tag: 'DO2' },
    'ArrowRight',
    'ArrowRight',
    'x',
    { tag: 'DI1' },
    'o',
    { tag: 'DO2' },
    'r',
    '/',
    { tag: 'DO2' },
    'o',
    { tag: 'DO0' },
  ]);
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    '[XIC(DI0),XIC(DO2)]XIC(DI1)OTE(DO2);',
  );
  await expect(page.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription('XIO(DO2)OTE(DO0);');
}

/** A wrong program: GREEN follows START without sealing in; releasing START (step 3) lights RED again. */
async function buildWrongProgram(page: Page): Promise<void> {
  await onLadder(page, [
    'r',
    'x',
    { tag: 'DI0' },
    'o',
    { tag: 'DO2' },
    'r',
    '/',
    { tag: 'DO2' },
    'o',
    { tag: 'DO0' },
  ]);
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIC(DI0)OTE(DO2);');
}

test('a new account: problem 1 built with the keyboard passes on the server; the list and the profile show it solved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpConfirmAndSignIn(page);
  await openWorkspace(page, PROBLEM);
  await expect(page.getByRole('img', { name: 'Not graded yet' })).toBeVisible();
  await buildSolution(page);

  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await expect(panel.getByText(PROMPT, { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText('All steps passed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toHaveAttribute('data-solved', 'true');
  for (let step = 1; step <= 7; step++) {
    await expect(panel.getByRole('img', { name: `Step ${step} passed` })).toBeVisible();
  }

  // The Submissions tab lists the graded submission with its steps.
  await tab(page, 'Submissions').click();
  const submissions = page.getByRole('region', { name: 'Submissions' });
  await expect(submissions.getByRole('heading', { name: 'Latest submission' })).toBeVisible();
  await expect(submissions.getByText('Solved', { exact: true })).toBeVisible();
  await expect(submissions.getByText('Step 7: passed')).toBeVisible();

  // Without a reload: the problems list, then the profile.
  await page.getByRole('link', { name: 'Problems', exact: true }).first().click();
  await expect(page).toHaveURL('/problems');
  const card = page.getByTestId('problem-card').filter({ hasText: '1. Machine Running Light' });
  await expect(card.getByRole('img', { name: 'Solved' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(/^solved 1 of \d+ problems$/)).toBeVisible({ timeout: 15_000 });

  // Opened again, the problem brings back the last solution from the server (no draft is kept) and its verdict.
  await openWorkspace(page, PROBLEM);
  await expect(page.getByText(/Your unsaved changes from/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription('XIO(DO2)OTE(DO0);');
});

test('the same problem typed into Monaco in Structured Text: a typo is marked and refused, then fixed and solved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'typist');
  await openWorkspace(page, PROBLEM);
  // The Structured Text tab switches the program's language and loads the editor.
  await tab(page, 'Structured Text').click();
  const editor = page.locator('.workspace-st .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await typeLine(page, 'GREEN := (START OR GREEN) AND STOP;');
  await typeLine(page, 'YELLOW := FALSE;');
  await page.keyboard.type('RED = NOT GREEN;');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.squiggly-error')).toHaveCount(1);

  // RUN is refused and the Errors tab opens with the line and column.
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program contains Errors');
  const errors = page.locator('.workspace-errors');
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText('1 Error (Structured Text)');
  const error = errors.getByRole('listitem').first();
  await expect(error).toHaveText("Line 3, Col 5: Expected ':=' after identifier");

  // Clicking the error puts the cursor there: one ':' fixes it.
  await error.getByRole('button').click();
  await page.keyboard.type(':');
  await page.keyboard.press('Escape');
  await expect(editor.locator('.view-line').nth(2)).toHaveText('RED := NOT GREEN;');
  await expect(editor.locator('.squiggly-error')).toHaveCount(0);
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText('No Structured Text errors.');

  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText('All steps passed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toHaveAttribute('data-solved', 'true');

  // Opened again, the problem brings back the Structured Text solution from the server.
  await openWorkspace(page, PROBLEM);
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toBeVisible();
  await tab(page, 'Structured Text').click();
  await expect(page.locator('.workspace-st .view-line').nth(2)).toHaveText('RED := NOT GREEN;', {
    timeout: 20_000,
  });
});

test('a wrong program fails at a named step; Show me pauses there with the trend; Clear starts over', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'failer');
  await openWorkspace(page, PROBLEM);
  await buildWrongProgram(page);
  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText('Some steps failed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(
    panel.getByText('Step 3 expected RED (DO0) to be 0 but got 1. Click "Clear" to try again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Not solved yet' })).toHaveAttribute('data-solved', 'false');
  await expect(panel.getByRole('img', { name: 'Step 2 passed' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Step 3 failed' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Step 4 pending' })).toBeVisible();

  await panel.getByRole('button', { name: 'Show me' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...');
  await expect(panel.getByRole('img', { name: /^Trend of DO0/ })).toBeVisible();
  await expect(panel.getByText(/paused after step 3/)).toBeVisible();
  expect(await sequenceViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(panel.getByText(PROMPT, { exact: true })).toBeVisible();
  await expect(panel.getByText('Some steps failed.')).toHaveCount(0);
  await expect(panel.getByRole('img', { name: 'Step 3 pending' })).toBeVisible();
});

test('signed out: Submit validates first, then runs in the browser and says signing in saves solutions', async ({
  page,
}) => {
  await openWorkspace(page, PROBLEM);
  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await expect(panel.getByText(PROMPT, { exact: true })).toBeVisible();

  // An XIC without a tag: the Errors tab opens and nothing runs.
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  await tab(page, 'Sequence').click();
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.locator('.workspace-errors').getByRole('heading', { level: 2 })).toHaveText(
    /^\d+ Errors? \(Ladder\)$/,
  );
  await expect(panel.getByText(PROMPT, { exact: true })).toBeVisible();

  // Without rungs the program runs, and RED is not lit at step 1.
  await tab(page, 'Ladder').click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await tab(page, 'Sequence').click();
  await panel.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(panel.getByText('Some steps failed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(
    panel.getByText('Step 1 expected RED (DO0) to be 1 at 0.3 s but got 0. Click "Clear" to try again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: /Sign in to save your solutions/ })).toHaveAttribute(
    'href',
    '/signin',
  );
  await expect(page.getByRole('img', { name: 'Not graded yet' })).toBeVisible();
  await tab(page, 'Submissions').click();
  await expect(page.getByRole('region', { name: 'Submissions' })).toContainText(
    'Sign in to submit solutions',
  );
});

test('own project: two steps written in the Sequence tab run in the browser with per-step status', async ({
  page,
}) => {
  await openWorkspace(page, '/');
  const io = page.locator('.workspace-menu').filter({ hasText: 'I/O' });
  await io.getByText('I/O', { exact: true }).click();
  await io.getByRole('button', { name: 'Normally open pushbutton' }).click();
  await io.getByRole('button', { name: 'Indicator lamp' }).click();
  await onLadder(page, ['r', 'x', { tag: 'DI0' }, 'o', { tag: 'DO0' }]);

  await tab(page, 'Sequence').click();
  const panel = sequencePanel(page);
  await expect(panel.getByRole('link', { name: 'How to write a test sequence' })).toHaveAttribute(
    'href',
    '/help#creating-problems',
  );
  await panel.getByRole('button', { name: 'Add Step' }).click();
  await panel.getByRole('button', { name: 'Add Step' }).click();
  await panel.getByRole('textbox', { name: 'Description of step 2' }).fill('Press the button');
  await panel.getByRole('textbox', { name: 'Description of step 2' }).press('Enter');
  await panel.getByRole('textbox', { name: 'Fast-forward (ms) of step 2' }).fill('500');
  await panel.getByRole('textbox', { name: 'Fast-forward (ms) of step 2' }).press('Enter');
  await panel.getByRole('button', { name: 'Step 2 input DI0' }).click();
  await panel.getByRole('button', { name: 'Step 2 output DO0' }).click();
  await expect(panel.getByRole('button', { name: 'Step 2 input DI0' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('textbox', { name: 'Fast-forward (ms) of step 2' })).toHaveValue('500');

  await panel.getByRole('button', { name: 'Run Sequence' }).click();
  await expect(panel.getByText('All steps passed.', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('img', { name: 'Step 1 passed' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Step 2 passed' })).toBeVisible();

  // Expect the lamp at step 1 too: step 1 fails and step 2 is not run.
  await panel.getByRole('button', { name: 'Step 1 output DO0' }).click();
  await panel.getByRole('button', { name: 'Run Sequence' }).click();
  await expect(panel.getByText('Some steps failed.', { exact: true })).toBeVisible();
  await expect(
    panel.getByText('Step 1 expected LAMP1 (DO0) to be 1 but got 0. Click "Clear" to try again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Step 1 failed' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Step 2 pending' })).toBeVisible();
  expect(await sequenceViolations(page)).toEqual([]);

  // Each edit is one undo step: undo the toggle, then delete a step and clear all.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Step 1 output DO0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await panel.getByRole('button', { name: 'Delete step 1' }).click();
  await expect(panel.getByRole('textbox', { name: 'Description of step 1' })).toHaveValue('Press the button');
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(panel.getByText('No steps yet: Add Step makes the first one.')).toBeVisible();
});
