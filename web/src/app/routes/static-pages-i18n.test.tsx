import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadCatalogue } from '~/lib/i18n/i18n';
import type { Locale } from '~/lib/i18n/locales';
import { renderInLanguage } from '~/testing/render';
import About from './about';
import AllAreas from './all-areas';
import BuyersGuide from './buyers-guide';
import Careers from './careers';
import ExclusiveBuyerRepresentation from './exclusive-buyer-representation';
import InternationalProperties from './international-properties';
import PrivateOffice from './private-office';
import StrategicInvestment from './strategic-investment';
import PrivacyPolicy from './privacy-policy';
import SellersGuide from './sellers-guide';
import TermsCondition from './terms-condition';

/*
 * The static pages' own texts come from their parts of the catalogue: an /ar, /ru or /zh page reads
 * in its language, and the English page keeps its words.
 */

beforeAll(() => Promise.all((['ar', 'ru', 'zh'] as const).map((l) => loadCatalogue(l))));

const renderIn = (locale: Locale, Page: ComponentType, path: string) => renderInLanguage(locale, <Page />, path);

describe('The legal pages in four languages', () => {
  it('keep the English privacy policy word for word', async () => {
    renderIn('en', PrivacyPolicy, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated July 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Information we collect' })).toBeInTheDocument();
    expect(screen.getByText(/^Estate \(“we”, “us”\) respects your privacy\./)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('read the privacy policy in Arabic, Russian and Chinese', async () => {
    let view = renderIn('ar', PrivacyPolicy, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث: يوليو 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. المعلومات التي نجمعها' })).toBeInTheDocument();
    expect(screen.getByText(/^تحترم Estate/)).toBeInTheDocument();
    expect(screen.queryByText(/Information we collect/)).not.toBeInTheDocument();
    view.unmount();

    view = renderIn('ru', PrivacyPolicy, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Разделы' })).toBeInTheDocument();
    view.unmount();

    renderIn('zh', PrivacyPolicy, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. 共享您的信息' })).toBeInTheDocument();
  });

  it('read the terms in Russian, and in English as they were', async () => {
    const view = renderIn('ru', TermsCondition, '/terms-condition');
    expect(await screen.findByRole('heading', { level: 1, name: 'Условия использования' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '8. Применимое право' })).toBeInTheDocument();
    expect(screen.getByText(/регулируют использование сайта Estate/)).toBeInTheDocument();
    view.unmount();

    renderIn('en', TermsCondition, '/terms-condition');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '8. Governing law' })).toBeInTheDocument();
    expect(
      screen.getByText('Questions about these terms are welcome; contact us using the details below.'),
    ).toBeInTheDocument();
  });
});

describe('The guides in four languages', () => {
  it('keep the English buyer’s guide word for word', async () => {
    renderIn('en', BuyersGuide, '/buyers-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dubai Property Buying Guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Understand the market' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Brokerage fee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toBeInTheDocument();
  });

  it('read the buyer’s guide in Arabic and Chinese, and the seller’s guide in Russian', async () => {
    let view = renderIn('ar', BuyersGuide, '/buyers-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'دليل شراء العقارات في دبي' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'افهم السوق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تواصل مع فريقنا' })).toBeInTheDocument();
    expect(screen.queryByText(/Understand the market/)).not.toBeInTheDocument();
    view.unmount();

    view = renderIn('zh', BuyersGuide, '/buyers-guide');
    expect(await screen.findByRole('heading', { level: 3, name: '产权过户' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览房产' })).toBeInTheDocument();
    view.unmount();

    renderIn('ru', SellersGuide, '/sellers-guide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Продажа недвижимости в Дубае: краткое руководство' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Переоформление' })).toBeInTheDocument();
    expect(screen.getByText(/Большинство сделок завершается за 6–10 недель/)).toBeInTheDocument();
  });
});

describe('The service pages in four languages', () => {
  it('keep their English words', async () => {
    let view = renderIn('en', ExclusiveBuyerRepresentation, '/exclusive-buyer-representation');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'One advisor. Your interest, only.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shortlist & Viewings' })).toBeInTheDocument();
    view.unmount();
    view = renderIn('en', Careers, '/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build a career on trust' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Investment analyst' })).toBeInTheDocument();
    view.unmount();
    renderIn('en', InternationalProperties, '/international-properties');
    expect(await screen.findByRole('heading', { level: 3, name: 'Spain: Marbella' })).toBeInTheDocument();
  });

  it('read in Arabic, Russian and Chinese', async () => {
    let view = renderIn('ar', ExclusiveBuyerRepresentation, '/exclusive-buyer-representation');
    expect(await screen.findByRole('heading', { level: 1, name: 'مستشار واحد. مصلحتك وحدك.' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'تواصل مع فريقنا' })).toHaveLength(2);
    view.unmount();
    view = renderIn('ru', PrivateOffice, '/privateOffice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Для домов, которые никогда не рекламируют' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Полная конфиденциальность' })).toBeInTheDocument();
    view.unmount();
    view = renderIn('zh', StrategicInvestment, '/strategic-investment');
    expect(await screen.findByRole('heading', { level: 3, name: '期房甄选' })).toBeInTheDocument();
    view.unmount();
    view = renderIn('ru', Careers, '/careers');
    expect(await screen.findByRole('heading', { level: 3, name: 'Инвестиционный аналитик' })).toBeInTheDocument();
    view.unmount();
    renderIn('ar', InternationalProperties, '/international-properties');
    expect(await screen.findByRole('heading', { level: 3, name: 'إسبانيا: ماربيا' })).toBeInTheDocument();
    expect(screen.queryByText(/Marbella/)).not.toBeInTheDocument();
  });
});

describe('About and the area guides in four languages', () => {
  it('keep their English words', async () => {
    const view = renderIn('en', About, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'An advisory, not an agency.' })).toBeInTheDocument();
    expect(screen.getByText('About Estate')).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Gross sales' })).toHaveTextContent('675M USD');
    expect(
      screen.getByRole('heading', { level: 2, name: "Our sellers' homes spend an average of 28 days on the market." }),
    ).toBeInTheDocument();
    view.unmount();
    renderIn('en', AllAreas, '/all-areas');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Dubai's top areas, by the people who live in them" }),
    ).toBeInTheDocument();
  });

  it('read in Russian and Chinese, figures and plurals included', async () => {
    const view = renderIn('ru', About, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Консультанты, а не агентство.' })).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Объём продаж' })).toHaveTextContent('675 млн USD');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Дома наших продавцов находятся на рынке в среднем 28 дней.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Продать с нами' })).toBeInTheDocument();
    view.unmount();
    renderIn('zh', AllAreas, '/all-areas');
    expect(
      await screen.findByRole('heading', { level: 1, name: '迪拜顶级区域，由住在那里的人为您介绍' }),
    ).toBeInTheDocument();
  });
});
