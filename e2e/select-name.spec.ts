import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiLogin, restoreAs } from './support/session';

// The select-name modal (issue #17; 002 §4.5 names it, docs/decisions.md says when it shows): a
// renter without a name, as a social sign-up whose provider gave none leaves one, made in one
// sandbox call. The machine's other paths are the paths test's and the stories'.

test('a renter without a name may put the question off on the favourites, not on the messages, and saves a name by the rule of 002 §5', async ({ page, context, request, sandbox }) => {
  const { email } = await sandbox.user({ role: 'renter' });
  await restoreAs(context, await apiLogin(request, email));

  await page.goto('/favorites');
  const dialog = page.getByRole('dialog', { name: 'What is your name?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  // Until a name is chosen the profile menu is named by the e-mail.
  await expect(page.getByRole('banner').getByRole('button', { name: email, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/messages');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Later' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'First name' }).fill('Åsa');
  const last = dialog.getByRole('textbox', { name: 'Last name' });
  await last.fill('B3rg');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(last).toHaveAccessibleDescription("Use letters, spaces and - ' & . + only.");
  // What was typed survives a reload.
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Åsa');
  await last.fill('Berg-Lind');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Åsa', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Åsa', exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
