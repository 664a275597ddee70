import { screen } from '@testing-library/react';
import { loadCatalogue } from '~/lib/i18n/i18n';
import { db } from '~/testing/handlers';
import { renderInLanguage } from '~/testing/render';
import { EnquiryForm } from './enquiry-form';
import { StartNowPopup } from './start-now-popup';
import { ViewingForm } from './viewing-form';

/*
 * The forms in another language: their labels, questions and options, the errors of the fields,
 * and the contract's messages, translated; English keeps its words.
 */

beforeAll(() => Promise.all((['ar', 'ru', 'zh'] as const).map((l) => loadCatalogue(l))));

// Tuesday 1 December 2026, 17:10 in Dubai.
const NOW = Date.parse('2026-12-01T13:10:00Z');

describe('The viewing form in Russian', () => {
  it('names the days, the time and the button, and says what is missing in Russian', async () => {
    const { user } = renderInLanguage('ru', <ViewingForm listing="p1" listingSlug="palm-villa" now={NOW} />);
    expect(await screen.findByRole('radio', { name: 'вт, 1 дек.' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Время (по Дубаю)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Выберите время' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Записаться на просмотр' }));
    expect(await screen.findByText('Выберите время', { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByText('Заполните поле «Имя»')).toBeInTheDocument();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('keeps its English words on an English page', async () => {
    const { user } = renderInLanguage('en', <ViewingForm listing="p1" listingSlug="palm-villa" now={NOW} />);
    expect(await screen.findByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Request this viewing' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a time', { selector: '.field__error' })).toBeInTheDocument();
  });
});

describe('The enquiry form in Arabic', () => {
  it('says an e-mail address is not valid in Arabic', async () => {
    const { user } = renderInLanguage('ar', <EnquiryForm listingSlug="frond-villa" />);
    await user.type(await screen.findByRole('textbox', { name: 'الاسم الأول' }), 'Rania');
    await user.type(screen.getByRole('textbox', { name: 'اسم العائلة' }), 'Saleh');
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'rania@');
    await user.click(screen.getByRole('button', { name: 'أرسل الاستفسار' }));
    expect(await screen.findByText('أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com')).toBeInTheDocument();
    expect(db.leads.enquiry).toHaveLength(0);
  });
});

describe('Start Now in Chinese', () => {
  it('asks its questions and offers its options in Chinese', async () => {
    const { user } = renderInLanguage('zh', <StartNowPopup open onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: '开始您的搜索' })).toBeInTheDocument();
    expect(screen.getByText('第 1 步，共 5 步')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '您想做什么？' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '购买' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByRole('textbox', { name: /您心仪哪个社区？/ })).toHaveAttribute(
      'placeholder',
      '例如：朱美拉棕榈岛',
    );
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
