// The five creator searches of issue 23 §1, shared by the PostgreSQL and PGlite benches.

/** The five searches of the issue, as a brand makes them; page 20 found by following the cursor. */
export async function creatorSearches(get) {
  const campaigns = await get('/api/brands/campaigns?status=active');
  const campaign = campaigns.data[0];
  if (!campaign) throw new Error('The brand has no active campaign: is the database seeded?');
  let cursor = null;
  for (let page = 1; page < 20; page++) {
    const answer = await get(`/api/brands/creators?sort=followers${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = answer.next_cursor;
    if (!cursor) throw new Error(`Fewer than 20 pages of creators (stopped at page ${page}).`);
  }
  const everyone = await get('/api/brands/creators');
  return {
    creators: everyone.facets.country.reduce((sum, f) => sum + f.count, 0),
    targets: [
      { name: 'text + two filters + a sort', path: '/api/brands/creators?q=honest%20reviews&category=fitness&city=Mumbai&sort=followers' },
      {
        name: 'followers range + language + city',
        path: '/api/brands/creators?platform=instagram&min_followers=10000&max_followers=100000&language=Hindi&city=Mumbai',
      },
      {
        name: 'category + engagement + price for a campaign, cheapest first',
        path: `/api/brands/creators?category=beauty&min_engagement=2&campaign_id=${campaign.id}&max_price=20000&sort=price`,
      },
      { name: 'facets for an empty query', path: '/api/brands/creators' },
      { name: 'page 20 by cursor', path: `/api/brands/creators?sort=followers&cursor=${cursor}` },
    ],
  };
}
