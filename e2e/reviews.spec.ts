import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ownerNames } from './support/owner-name';

// Reviews, the owner profile and the owner's pages (issue #19 points 2–4) on the sandbox API.
// The rules (scores, the contact-information rule, the top-owner criteria with the spec's
// numbers) are unit tests; these journeys show the pages work together, with axe on each.
// Every page is also opened on a phone with axe in pages-on-phone.spec.ts.

test.describe.configure({ timeout: 90_000 });

test.describe('as the renter', () => {
  test.use({ signedInAs: 'renter' });

  test('reviews a completed booking once; the review shows on the owner’s profile, reached from the vehicle page, and in /reviews', async ({ page, request, sandbox }) => {
    const made = await sandbox.booking({ scenario: 'completed' });
    // The profile names a company's representative by the company (the booking and vehicle pages by first name).
    const { goesBy } = await ownerNames(request, made.ownerId);
    await page.goto(`/bookings/${made.bookingId}`);
    const review = page.getByTestId('booking-review');
    const open = review.getByRole('button', { name: /^Review / });
    await expect(open).toBeVisible({ timeout: 30_000 });
    const ownerName = (await open.innerText()).replace(/^Review /, '');
    await open.click();

    const dialog = page.getByRole('dialog', { name: `Review ${ownerName}` });
    const comment = dialog.getByRole('textbox', { name: 'Comment (optional)' });
    // The score is required, and the comment may hold no contact information (002 §5): said by the fields.
    await comment.fill('Lovely trip! Write to me at sara@example.com');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('Choose a score from 1 to 5.')).toBeVisible();
    await expect(comment).toHaveAccessibleDescription(/Leave out e-mail addresses, phone numbers and other contact details\./);
    await expectNoAxeViolations(page);

    const words = `Spotless van and a warm welcome, booking ${made.bookingId}.`;
    await dialog.getByRole('radio', { name: '5 – Very satisfied' }).check();
    await comment.fill(words);
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toBeHidden();
    await expect(review.getByText('Thank you: your review is published.')).toBeVisible();
    await expect(review.getByText(`You gave ${ownerName} 5 out of 5: Very satisfied.`)).toBeVisible();
    // One per party: after a reload the page says what was given, and offers no second review.
    await page.reload();
    await expect(review.getByText(`You gave ${ownerName} 5 out of 5: Very satisfied.`)).toBeVisible({ timeout: 30_000 });
    await expect(review.getByRole('button', { name: /^Review / })).toHaveCount(0);

    // The vehicle page's owner block leads to the public owner profile, which lists the review.
    await page.goto(`/vehicles/${made.vehicleId}`);
    await page.getByTestId('vehicle-owner').getByRole('link', { name: `${ownerName}: the owner's profile` }).click();
    await expect(page).toHaveURL(new RegExp(`/owner/${made.ownerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: goesBy })).toBeVisible();
    await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText(words)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: `Vehicles of ${goesBy}` }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // /reviews: the written review, about the owner; comments only keeps it.
    await page.goto('/reviews?direction=written&comments=1');
    await expect(page.getByRole('tab', { name: 'Reviews written', selected: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Only reviews with a comment' })).toBeChecked();
    await expect(page.getByText(words)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`About ${ownerName}`).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The received reviews, and the user-reviews modal of one reviewer.
    await page.getByRole('tab', { name: 'Reviews received' }).click();
    await expect(page).toHaveURL(/\/reviews\?comments=1$/);
    const reviewer = page.getByRole('main').getByRole('listitem').first().getByRole('button');
    await expect(reviewer).toBeVisible({ timeout: 20_000 });
    const reviewerName = await reviewer.innerText();
    await reviewer.click();
    const modal = page.getByRole('dialog', { name: `Reviews of ${reviewerName}` });
    await expect(modal.getByRole('listitem').first().or(modal.getByText(`${reviewerName} has no reviews yet.`))).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });
});

test.describe('as an owner', () => {
  test.use({ signedInAs: 'owner' });

  test('opens the dashboard (requests with their deadlines, figures, criteria, vehicles) and the top-owner page', async ({ page }) => {
    await page.goto('/owner/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('dashboard-request').first().getByText(/^Request: answer by /)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: `Your figures for ${new Date().getUTCFullYear()}` })).toBeVisible();
    await expect(page.getByRole('definition').first()).toBeVisible();
    await expect(page.getByTestId('criterion-acceptanceRate')).toContainText('Acceptance rate over the last 365 days');
    await expect(page.getByTestId('criterion-averageRating')).toContainText(/Needed: above 4\.5/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your vehicles' })).toBeVisible();
    await expect(page.getByText('Published').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'About the top-owner status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Become a top owner' })).toBeVisible();
    await expect(page.getByText('You accept at least 60% of booking requests over the last 365 days.')).toBeVisible();
    await expect(page.getByText('Your average rating is above 4.5.')).toBeVisible();
    await expect(page.getByTestId('criterion-completedBookings')).toContainText(/Needed: at least \d+/);
    await expect(page.getByText('More visibility')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
