import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { acceptedDeal, expect, partnerAndCreative, test, uniqueLabel } from '../fixtures';

test.describe('contracts', () => {
  test('the partner and the creative each sign the contract, then the creative delivers; both download the PDF', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(120_000);
    const { creative } = await partnerAndCreative(page, browser);
    const cPage = creative.page;
    const title = uniqueLabel('Launch bed contract');
    await acceptedDeal(page, cPage, title);

    // The partner opens the deal in the Deal Diary: signing is theirs to do first.
    await page.goto('/deal-diary');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const details = page.getByRole('region', { name: `${title} details` });
    await expect(details.getByText('Read the contract and sign it')).toBeVisible();
    await details.getByRole('button', { name: 'Sign contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contract' });
    const terms = dialog.getByRole('article', { name: 'Contract terms' });
    await expect(terms.getByRole('heading', { name: 'Payment and milestones' })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'AI-generated content' })).toBeVisible();
    await expect(terms.getByText(/^Document SHA-256: [0-9a-f]{64}$/)).toBeVisible();
    await expect(dialog.getByText(`As it is on your account: Riley Brand`)).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);

    // A name that is not theirs is refused on the field; their own, in any case, signs.
    const name = dialog.getByLabel('Type your full name to sign');
    await name.fill('Someone Else');
    await dialog.getByRole('button', { name: 'Sign contract' }).click();
    await expect(dialog.getByText('Type your name as it is on your account: Riley Brand.')).toBeVisible();
    await name.fill('riley brand');
    await dialog.getByRole('button', { name: 'Sign contract' }).click();
    await expect(dialog).toBeHidden();
    await expect(details.getByText(`You signed the contract. Waiting for ${creative.name} to sign.`)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Sign contract' })).toHaveCount(0);

    // The creative sees the partner's signature, reads the contract, downloads it and signs.
    await cPage.goto('/creator/deals');
    const row = cPage.getByRole('article', { name: title });
    await expect(row.getByText(/signed the contract\. Read it and sign to start\./)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Deliver' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Sign', exact: true }).click();
    const cDialog = cPage.getByRole('dialog', { name: 'Contract' });
    const signatures = cDialog.getByRole('region', { name: 'Signatures' });
    await expect(signatures.getByText('riley brand', { exact: true })).toBeVisible();
    await expect(signatures.getByText('Not signed yet')).toBeVisible();
    const [draft] = await Promise.all([
      cPage.waitForEvent('download'),
      cDialog.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(draft.suggestedFilename()).toMatch(/^pulse-contract-launch-bed-contract-.+\.pdf$/);
    expect(
      readFileSync((await draft.path()) as string)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await cDialog.getByLabel('Type your full name to sign').fill(creative.name);
    await cDialog.getByRole('button', { name: 'Sign contract' }).click();
    await expect(cDialog).toBeHidden();
    await expect(row.getByText('Signed', { exact: true })).toBeVisible();

    // Signed by both: the creative delivers.
    await row.getByRole('button', { name: 'Deliver' }).click();
    const deliver = cPage.getByRole('dialog', { name: 'Deliver' });
    await deliver.getByLabel('Deliverables').fill('launch-bed-final.wav');
    await deliver.getByRole('button', { name: 'Deliver' }).click();
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();

    // The partner's contract reads as signed by both, with both signatures, and downloads as PDF.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await details.getByRole('button', { name: 'Contract' }).click();
    await expect(dialog.getByText('Signed by both sides')).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Signatures' }).getByText(creative.name, { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('Not signed yet')).toHaveCount(0);
    const [signedPdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const bytes = readFileSync((await signedPdf.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2_000);
    expect(errors).toEqual([]);
  });
});
