import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SavedSearchLinkPage } from '~/features/saved-searches/components/saved-search-link-page';
import { loadCatalogue } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import { aProperty } from '~/testing/fixtures';
import { db } from '~/testing/handlers';
import { renderInLanguage } from '~/testing/render';
import Blogs from './blogs';
import Compare from './compare';
import Favourites from './favourites';

/*
 * The visitor's own pages (favourites, the comparison, a saved search's e-mail link) and the
 * insights' index read in the page's language; the contract's messages are translated there.
 */

beforeAll(() => Promise.all((['ar', 'ru', 'zh'] as const).map((l) => loadCatalogue(l))));
afterEach(() => window.localStorage.clear());

const renderIn = (locale: Locale, Page: ComponentType, path: string) => renderInLanguage(locale, <Page />, path);

describe('The favourites and the comparison in other languages', () => {
  it('count the saved homes by Russian plural rules', async () => {
    const [a, b] = [aProperty({ title: 'Palm Villa' }), aProperty({ title: 'Marina Flat' })];
    db.properties = [a!, b!];
    window.localStorage.setItem('favourites', JSON.stringify([a, b].map((p) => ({ slug: p!.slug, title: p!.title }))));
    renderIn('ru', Favourites, '/favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Избранное' })).toBeInTheDocument();
    expect(await screen.findByText('Сохранено 2 дома · выбрано для сравнения: 0 из 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сравнить: Palm Villa' })).toBeInTheDocument();
  });

  it('say there is nothing to compare in Arabic, and in English as before', async () => {
    const view = renderIn('ar', Compare, '/compare');
    expect(await screen.findByRole('heading', { level: 2, name: 'لا يوجد ما تقارنه بعد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مفضلتك' })).toBeInTheDocument();
    view.unmount();
    renderIn('en', Compare, '/compare');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(screen.getByText('Choose up to 4 homes on your favourites page to compare them here.')).toBeInTheDocument();
  });
});

describe('A saved search’s e-mail link in other languages', () => {
  it('translates the contract’s message of a link without a token', async () => {
    const view = renderInLanguage('zh', <SavedSearchLinkPage action="confirm" token="" />);
    expect(await screen.findByRole('heading', { level: 1, name: '确认您的房源提醒' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('此链接无效或已被使用。请重新保存搜索以接收提醒。');
    view.unmount();
    renderInLanguage('en', <SavedSearchLinkPage action="confirm" token="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid or has already been used. Save the search again to receive alerts.',
    );
  });

  it('offers the button in Russian', async () => {
    renderInLanguage('ru', <SavedSearchLinkPage action="unsubscribe" token="abc" />);
    expect(await screen.findByRole('button', { name: 'Отписаться' })).toBeInTheDocument();
    expect(screen.getByText('Вы больше не будете получать письма по этому сохранённому поиску.')).toBeInTheDocument();
  });
});

describe('The insights’ index in other languages', () => {
  it('reads in Arabic', async () => {
    renderIn('ar', Blogs, '/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'ملاحظات من السوق' })).toBeInTheDocument();
  });
});
