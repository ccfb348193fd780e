import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, partnerAndCreative, signedDeal, test, uniqueLabel } from '../fixtures';
import { wav } from '../media';

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** A feed card by its title; its View Details link. */
const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('[aria-labelledby]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('delivered deal work goes on the public feed with the partner’s consent, and comes off when withdrawn', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(150_000);
  const { creative } = await partnerAndCreative(page, browser);
  const cPage = creative.page;
  const title = uniqueLabel('Launch reel bed');
  const { dealId } = await signedDeal(page, cPage, title);

  // The creative delivers with the file itself.
  await cPage.goto('/creator/deals');
  const row = cPage.getByRole('article', { name: title });
  await row.getByRole('button', { name: 'Deliver' }).click();
  const deliver = cPage.getByRole('dialog', { name: 'Deliver' });
  await deliver
    .getByLabel('Finished file (optional)')
    .setInputFiles({ name: 'launch-bed.wav', mimeType: 'audio/wav', buffer: wav(12) });
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'More' }).click();
  await expect(row.getByText('Awaiting partner consent')).toBeVisible();

  // Before consent the delivered file is the parties' only.
  const { deal } = await (await page.request.get(`/api/deals/${dealId}`)).json();
  const mediaUrl = `/api/media/${deal.showcase.media.id}`;
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  expect((await visitor.request.get(mediaUrl)).status()).toBe(404);

  // The partner allows the showcase in the Deal Diary's details panel.
  await page.goto('/deal-diary');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const details = page.getByRole('region', { name: `${title} details` });
  await expect(details.getByText('launch-bed.wav')).toBeVisible();
  await expect(details.getByText('Let the creative publish this delivered work on the public feed.')).toBeVisible();
  const allow = details.getByRole('button', { name: 'Allow showcase' });
  expect((await allow.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await allow.click();
  await expect(details.getByRole('button', { name: 'Withdraw showcase' })).toBeVisible();
  await expect(details.getByText('Partner allowed showing this work on the public feed')).toBeVisible();
  await axe(page);

  // The creative publishes it.
  await cPage.reload();
  await row.getByRole('button', { name: 'More' }).click();
  await row.getByRole('button', { name: 'Publish to feed' }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  const viewPiece = row.getByRole('link', { name: 'View piece' });
  const pieceHref = (await viewPiece.getAttribute('href')) as string;
  expect(pieceHref).toMatch(/^\/piece\/.+/);
  await axe(cPage);

  // An anonymous visitor finds it on the feed, opens it and can play the delivered file.
  await visitor.goto('/feed');
  const piece = card(visitor, title);
  await expect(piece.getByText(creative.name).first()).toBeVisible();
  await expect(piece.getByText('#lo-fi')).toBeVisible();
  await expect(piece.getByText('0:12').first()).toBeVisible();
  await piece.getByRole('link', { name: 'View Details' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${pieceHref}$`));
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The piece plays the delivered work (its processed preview); the file itself is public while shown.
  const player = visitor.getByRole('group', { name: `Audio: ${title}` }).locator('audio');
  await expect(player).toHaveAttribute('src', /\/api\/media\//);
  expect((await visitor.request.get((await player.getAttribute('src')) ?? '')).status()).toBe(200);
  expect((await visitor.request.get(mediaUrl)).status()).toBe(200);
  await axe(visitor);

  // The partner withdraws: the piece is gone and the file is private again.
  await details.getByRole('button', { name: 'Withdraw showcase' }).click();
  await expect(details.getByRole('button', { name: 'Allow showcase' })).toBeVisible();
  await visitor.goto('/feed');
  await expect(visitor.getByRole('list', { name: 'Collaboration pieces' })).toBeVisible();
  await expect(card(visitor, title)).toHaveCount(0);
  await visitor.goto(pieceHref);
  await expect(visitor.getByRole('heading', { name: 'Piece Not Found' })).toBeVisible();
  expect((await visitor.request.get(mediaUrl)).status()).toBe(404);
  await cPage.reload();
  await row.getByRole('button', { name: 'More' }).click();
  await expect(row.getByText('Awaiting partner consent')).toBeVisible();

  await visitorContext.close();
  await creative.context.close();
  expect(errors).toEqual([]);
});
