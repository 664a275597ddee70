import { screen } from '@testing-library/react';
import { I18nProvider, loadCatalogue } from '~/lib/i18n/i18n';
import { renderWithProviders } from '~/testing/render';
import { Lightbox } from '../lightbox';
import { FloorPlans } from './floor-plans';
import { MediaEmbed } from './media-embed';

/* The listing's floor plans and the lightbox they open, in another language and in English. */

beforeAll(() => Promise.all([loadCatalogue('zh'), loadCatalogue('ru')]));

const PLANS = ['/uploads/plan-1.jpg', '/uploads/plan-2.jpg'];

describe('Floor plans in other languages', () => {
  it('head the strip and name each plan in Chinese', async () => {
    renderWithProviders(
      <I18nProvider locale="zh">
        <FloorPlans images={PLANS} title="Frond Villa" />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: '户型图' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '打开 Frond Villa，户型图 1/2' })).toBeInTheDocument();
  });

  it('keep the English words', async () => {
    renderWithProviders(<FloorPlans images={PLANS} title="Frond Villa" />);
    expect(await screen.findByRole('heading', { name: 'Floor plans' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Frond Villa, floor plan 2 of 2' })).toBeInTheDocument();
  });

  it('step through the lightbox in Russian', async () => {
    renderWithProviders(
      <I18nProvider locale="ru">
        <Lightbox
          images={PLANS}
          index={0}
          onIndex={() => {}}
          onClose={() => {}}
          title="Планировки"
          alt={(i) => `План ${i + 1}`}
        />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Далее' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('name a video’s button and its player in Russian', async () => {
    const { user } = renderWithProviders(
      <I18nProvider locale="ru">
        <MediaEmbed kind="video" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Frond Villa" poster={null} />
      </I18nProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Смотреть видео' }));
    expect(await screen.findByTitle('Frond Villa: видео')).toBeInTheDocument();
  });
});
