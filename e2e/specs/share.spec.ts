import { api, approveApplications, chooseRole, expect, test, uniqueLabel } from '../fixtures';

test.describe('link previews', () => {
  test('a creative sees on /pulspace how their link looks when shared, and copies it', async ({
    page,
    browser,
    context,
    errors: _,
  }) => {
    // An admin signs in to approve, and the server draws the card on first request.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = uniqueLabel('Nova Loops');
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    const { application } = await api(page.request, 'POST', '/api/creative-profiles', {
      displayName: name,
      bio: 'Warm lo-fi loops for campus films.',
      location: 'Austin, TX',
      creativeTypes: ['Producer'],
      experience: 'getting-experience',
      rates: { designWork: '$300-600' },
      specialties: ['Brand Campaigns'],
      socialLinks: { portfolio: 'portfolio.example.com', website: '' },
    });
    const me = await (await page.request.get('/api/me')).json();
    const profilePath = `/creator/${me.user.id}`;

    // Pending: the link shows Pulse's own card, and the screen says why.
    await page.goto('/pulspace');
    const card = page.getByRole('region', { name: 'How your link looks when shared' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Your page goes public once your application is approved.')).toBeVisible();
    await expect(card.getByText(name)).toHaveCount(0);

    await approveApplications(browser, [application.id]);
    await page.reload();
    await expect(card.getByText(`${name} · Pulse`)).toBeVisible();
    await expect(card.getByText('Warm lo-fi loops for campus films.')).toBeVisible();
    await expect(card.getByText('Your page goes public')).toHaveCount(0);
    const picture = card.getByRole('img', { name: `${name}, Producer on Pulse` });
    await expect(picture).toBeVisible();
    // The card the server drew has loaded, at the size chat apps ask for.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
        timeout: 30_000,
      })
      .toBe(1200);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(630);

    const link = card.getByLabel('Your profile link');
    await expect(link).toHaveValue(new RegExp(`^https?://[^/]+${profilePath}$`));
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

    // What a chat app fetches from that link: the page's own head, with the same card.
    const html = await (await page.request.get(profilePath)).text();
    expect(html).toContain(`<meta property="og:title" content="${name} · Pulse" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    // In the app, the tab keeps the page's title once React takes over from the server's text.
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${name} · Pulse`);
    await page.goto('/about');
    await expect(page).toHaveTitle('About · Pulse');
  });
});
