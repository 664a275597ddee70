import { API_PREFIX } from '@estate/contract';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, requestsTo } from '@/testing/db';
import { makeArea, makeDevelopment, makePost, makeProperty, makeReview, makeTeam } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

// TinyMCE needs a real browser (the e2e specs drive it); here a textarea stands in for it.
vi.mock('@/components/form/rich-text-editor', () => import('@/testing/fake-rich-text-editor'));

afterEach(() => {
  vi.useRealTimers();
});

const ARABIC = { title: 'عنوان', slug: 'harbour-ar', description: 'ملخص', richContent: '<p>نص</p>' };

/** A post with its Arabic translation complete and its Russian one partly done. */
function seedPost(overrides: Parameters<typeof makePost>[0] = {}) {
  const post = makePost({
    title: 'Harbour living',
    slug: 'harbour-living',
    description: 'A teaser in English.',
    richContent: '<p>The English article.</p>',
    ...overrides,
  });
  db.posts = [post];
  db.translations.set(`post:${post._id}`, {
    ar: ARABIC,
    ru: { title: 'Жизнь у гавани', slug: 'harbour-living', description: null, richContent: null },
  });
  return post;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe("A post's translations", () => {
  it('shows each language with its state and whether it is live', async () => {
    const post = seedPost();
    renderApp(`/post/${post._id}?tab=translations`, { role: 'marketing' });
    expect(await tab(/Arabic/)).toHaveTextContent(/Translated.*Live/);
    expect(screen.getByRole('tab', { name: /Russian/ })).toHaveTextContent('Partly translated');
    const chinese = screen.getByRole('tab', { name: /Chinese \(Simplified\)/ });
    expect(chinese).toHaveTextContent('Missing translation');
    expect(chinese).not.toHaveTextContent('Live');
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Translations' })).toHaveAttribute('aria-current', 'page');
  });

  it('says a translation of a draft is not live until the post is published', async () => {
    const post = seedPost({ publication: 'draft' });
    renderApp(`/post/${post._id}?tab=translations`);
    expect(await tab(/Arabic/)).toHaveTextContent('Not live');
    expect(screen.getByText('Not live: it goes on the site when the post is published.')).toBeInTheDocument();
  });

  it('shows each text beside its English, written in the language and its direction', async () => {
    const post = seedPost();
    const { user } = renderApp(`/post/${post._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'Title in English' })).toHaveTextContent('Harbour living');
    expect(within(panel).getByRole('group', { name: 'Summary in English' })).toHaveTextContent('A teaser in English.');
    expect(within(panel).getByRole('group', { name: 'Article in English' })).toHaveTextContent('The English article.');
    const title = within(panel).getByRole('textbox', { name: 'Title in Arabic' });
    expect(title).toHaveValue('عنوان');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(title).toHaveAttribute('lang', 'ar');
    const article = await within(panel).findByRole('textbox', { name: 'Article in Arabic' });
    expect(article).toHaveValue('<p>نص</p>');
    expect(article).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('tab', { name: /Russian/ }));
    const russian = screen.getByRole('tabpanel', { name: 'Russian translation' });
    expect(within(russian).getByRole('textbox', { name: 'Title in Russian' })).toHaveAttribute('lang', 'ru');
    expect(within(russian).getByRole('textbox', { name: 'Title in Russian' })).toHaveAttribute('dir', 'ltr');
    // An optional text left empty says what the site shows in its place.
    expect(await within(russian).findByText('Optional. Empty: the English shows here.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Chinese/ }));
    const chinese = screen.getByRole('tabpanel', { name: 'Chinese (Simplified) translation' });
    expect(within(chinese).getByRole('textbox', { name: 'Title in Chinese (Simplified)' })).toHaveAttribute(
      'lang',
      'zh-Hans',
    );
    expect(within(chinese).getByRole('textbox', { name: 'Address (slug) in Chinese (Simplified)' })).toHaveValue('');
    expect(within(chinese).getByText(/Empty: the English address \(harbour-living\) is used/)).toBeInTheDocument();
    expect(within(chinese).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('saves one language with every text, and keeps the answer until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const post = seedPost();
    const { user } = renderApp(`/post/${post._id}?tab=translations`, { fakeTimers: true });
    await user.click(await tab(/Chinese/));
    const panel = screen.getByRole('tabpanel', { name: 'Chinese (Simplified) translation' });
    await user.type(within(panel).getByRole('textbox', { name: /^Title/ }), '港湾生活');
    await user.type(within(panel).getByRole('textbox', { name: /^Summary/ }), '摘要');
    expect(screen.getByRole('tab', { name: /Chinese/ })).toHaveTextContent('Unsaved');
    await user.click(within(panel).getByRole('button', { name: 'Save Chinese (Simplified) translation' }));

    expect(await screen.findByText('Chinese (Simplified) translation saved')).toBeInTheDocument();
    const [sent] = requestsTo(`/save-translation/post/${post._id}/zh`, 'PUT');
    expect(sent!.body).toEqual({
      values: { title: '港湾生活', slug: null, description: '摘要', richContent: null },
    });
    const chinese = screen.getByRole('tab', { name: /Chinese/ });
    expect(chinese).toHaveTextContent(/Partly translated.*Live/);
    expect(chinese).not.toHaveTextContent('Unsaved');

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Chinese (Simplified) translation saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss the message' }));
    expect(screen.queryByText('Chinese (Simplified) translation saved')).not.toBeInTheDocument();
  });

  it('shows a refused text at its field', async () => {
    const post = seedPost();
    const { user } = renderApp(`/post/${post._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    const title = within(panel).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required in Arabic');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Title is required in Arabic/);
    expect(within(panel).getByRole('textbox', { name: /^Summary/ })).not.toHaveAttribute('aria-invalid');
    expect(db.translations.get(`post:${post._id}`)?.ar).toEqual(ARABIC);
  });

  it('removes a language after asking', async () => {
    const post = seedPost();
    const { user } = renderApp(`/post/${post._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    await user.click(within(panel).getByRole('button', { name: 'Remove Arabic translation' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove the Arabic translation?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('/delete-translation')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Remove Arabic translation' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove translation' }));
    expect(await screen.findByText('Arabic translation removed')).toBeInTheDocument();
    expect(requestsTo(`/delete-translation/post/${post._id}/ar`, 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveTextContent('Missing translation');
    expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal for the member's role", async () => {
    server.use(
      http.get(`${API_PREFIX}/get-translations/:kind/:id`, () =>
        HttpResponse.json({ message: 'Your role (Agent) does not allow this' }, { status: 403 }),
      ),
    );
    const post = seedPost();
    renderApp(`/post/${post._id}?tab=translations`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role (Agent) does not allow this');
  });

  it('asks before leaving with unsaved texts, even for another tab of the post', async () => {
    const post = seedPost();
    const { user } = renderApp(`/post/${post._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    await user.type(within(panel).getByRole('textbox', { name: /^Title/ }), ' جديد');
    await user.click(screen.getByRole('link', { name: 'Details' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on page' }));
    expect(within(panel).getByRole('textbox', { name: /^Title/ })).toHaveValue('عنوان جديد');
  });
});

describe('The edit pages', () => {
  it("link to the item's translations", async () => {
    const post = seedPost();
    const review = makeReview();
    db.reviews = [review];
    const { unmount } = renderApp(`/update-post/${post._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/post/${post._id}?tab=translations`,
    );
    unmount();
    renderApp(`/update-review/${review._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/review/${review._id}?tab=translations`,
    );
  });
});

describe("A review's translations", () => {
  it('edits the headline and the review beside their English, both required', async () => {
    const review = makeReview({ title: 'Flawless', description: 'Found us a home.' });
    db.reviews = [review];
    const { user } = renderApp(`/review/${review._id}`);
    await user.click(await screen.findByRole('link', { name: 'Translations' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'Headline in English' })).toHaveTextContent('Flawless');
    expect(within(panel).getByRole('group', { name: 'Review in English' })).toHaveTextContent('Found us a home.');
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Headline is required in Arabic; Review is required in Arabic',
    );
    await user.type(within(panel).getByRole('textbox', { name: 'Headline in Arabic' }), 'رائع');
    await user.type(within(panel).getByRole('textbox', { name: 'Review in Arabic' }), 'وجدوا لنا منزلا.');
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByText('Arabic translation saved')).toBeInTheDocument();
    expect(requestsTo(`/save-translation/review/${review._id}/ar`, 'PUT').at(-1)!.body).toEqual({
      values: { title: 'رائع', description: 'وجدوا لنا منزلا.' },
    });
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveTextContent(/Translated.*Live/);
    expect(within(panel).getByRole('textbox', { name: 'Headline in Arabic' })).not.toHaveAttribute('aria-invalid');
  });
});

describe("A team member's translations", () => {
  it('are linked from the edit page and edit the position and biography beside their English', async () => {
    const member = makeTeam({ title: 'Layla Haddad', position: 'CEO', description: 'Twenty years in prime property.' });
    db.teams = [member];
    const { unmount } = renderApp(`/update-team/${member._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/team/${member._id}?tab=translations`,
    );
    unmount();
    const { user } = renderApp(`/team/${member._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'Position in English' })).toHaveTextContent('CEO');
    expect(within(panel).getByRole('group', { name: 'Biography in English' })).toHaveTextContent('Twenty years');
    await user.type(within(panel).getByRole('textbox', { name: 'Position in Arabic' }), 'الرئيسة التنفيذية');
    await user.type(within(panel).getByRole('textbox', { name: 'Biography in Arabic' }), 'عشرون عاماً.');
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByText('Arabic translation saved')).toBeInTheDocument();
    expect(requestsTo(`/save-translation/team/${member._id}/ar`, 'PUT').at(-1)!.body).toEqual({
      values: { position: 'الرئيسة التنفيذية', description: 'عشرون عاماً.' },
    });
    expect(screen.getByRole('tab', { name: /Arabic/ })).toHaveTextContent(/Translated.*Live/);
  });
});

describe("An area guide's translations", () => {
  it('are linked from the edit page and edit the guide’s texts beside their English, its address typed left to right', async () => {
    const area = makeArea({ title: 'Palm Jumeirah', desc1: 'Sixteen fronds of beachfront villas.' });
    db.areas = [area];
    const { unmount } = renderApp(`/update-area/${area._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/area/${area._id}?tab=translations`,
    );
    unmount();
    const { user } = renderApp(`/area/${area._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'First description in English' })).toHaveTextContent(
      'Sixteen fronds',
    );
    expect(within(panel).getByRole('textbox', { name: 'Address (slug) in Arabic' })).toHaveAttribute('dir', 'ltr');
    expect(within(panel).getByRole('textbox', { name: 'Name in Arabic' })).toHaveAttribute('dir', 'rtl');
    await user.type(within(panel).getByRole('textbox', { name: 'Name in Arabic' }), 'نخلة جميرا');
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByText('Arabic translation saved')).toBeInTheDocument();
    expect(requestsTo(`/save-translation/area/${area._id}/ar`, 'PUT').at(-1)!.body).toMatchObject({
      values: { title: 'نخلة جميرا' },
    });
  });
});

describe("A development's translations", () => {
  it('are linked from the edit page and opened on the development’s Translations tab', async () => {
    const development = makeDevelopment({ title: 'Marina Crown', desc1: 'Forty floors above the Marina.' });
    db.developments = [development];
    const { unmount } = renderApp(`/update-development/${development._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/development/${development._id}?tab=translations`,
    );
    unmount();
    renderApp(`/development/${development._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'First description in English' })).toHaveTextContent(
      'Forty floors above the Marina.',
    );
    expect(within(panel).getByRole('textbox', { name: 'Name in Arabic' })).toBeRequired();
  });
});

describe("A listing's translations", () => {
  it('are linked from the edit page and edit the listing’s texts beside their English, an address of its own among them', async () => {
    const property = makeProperty({ title: 'Gulf Penthouse', desc1: 'Full views of the Gulf from every room.' });
    db.properties = [property];
    const { unmount } = renderApp(`/update-property/${property._id}`);
    expect(await screen.findByRole('link', { name: 'Translations' })).toHaveAttribute(
      'href',
      `/property/${property._id}?tab=translations`,
    );
    unmount();
    const { user } = renderApp(`/property/${property._id}?tab=translations`);
    const panel = await screen.findByRole('tabpanel', { name: 'Arabic translation' });
    expect(within(panel).getByRole('group', { name: 'First description in English' })).toHaveTextContent(
      'Full views of the Gulf',
    );
    const address = within(panel).getByRole('textbox', { name: 'Address (slug) in Arabic' });
    // An address is Latin letters, digits and hyphens: written left to right on the Arabic tab too.
    expect(address).toHaveAttribute('dir', 'ltr');
    await user.type(within(panel).getByRole('textbox', { name: 'Title in Arabic' }), 'بنتهاوس الخليج');
    await user.type(address, 'bnthaws-al-khalij');
    await user.click(within(panel).getByRole('button', { name: 'Save Arabic translation' }));
    expect(await screen.findByText('Arabic translation saved')).toBeInTheDocument();
    expect(requestsTo(`/save-translation/property/${property._id}/ar`, 'PUT').at(-1)!.body).toMatchObject({
      values: { title: 'بنتهاوس الخليج', slug: 'bnthaws-al-khalij' },
    });
  });
});
