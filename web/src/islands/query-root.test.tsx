import { useQuery, type DehydratedState } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { QueryRoot } from './query-root';

/*
 * An island's queries come with the page. A page from the page cache may have been rendered long
 * before the visitor opened it; its answers are as current as the content version it belongs to,
 * so hydrating it shows them and fetches nothing again.
 */

const TEN_MINUTES = 10 * 60_000;

/** A page's dehydrated answer to one query, as rendered `age` ms ago. */
function pageQueries(key: string, data: unknown, age: number): DehydratedState {
  const at = Date.now() - age;
  return {
    mutations: [],
    queries: [
      {
        queryKey: [key],
        queryHash: JSON.stringify([key]),
        dehydratedAt: at,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: at,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  };
}

function Answer({ queryKey, fetchAgain }: { queryKey: string; fetchAgain: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: [queryKey], queryFn: fetchAgain });
  return <p>{data ?? 'nothing yet'}</p>;
}

it("shows the page's answers of a page rendered ten minutes ago and fetches none again", async () => {
  const fetchAgain = vi.fn(() => Promise.resolve('fetched again'));
  render(
    <QueryRoot queries={pageQueries('places', 'Palm Jumeirah', TEN_MINUTES)}>
      <Answer queryKey="places" fetchAgain={fetchAgain} />
    </QueryRoot>,
  );
  expect(screen.getByText('Palm Jumeirah')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchAgain).not.toHaveBeenCalled();
  expect(screen.getByText('Palm Jumeirah')).toBeInTheDocument();
});

it("holds an island's own seeded answers as fresh as the page's", async () => {
  const fetchAgain = vi.fn(() => Promise.resolve('fetched again'));
  render(
    <QueryRoot queries={null} seed={pageQueries('results', '12 homes', TEN_MINUTES)}>
      <Answer queryKey="results" fetchAgain={fetchAgain} />
    </QueryRoot>,
  );
  expect(screen.getByText('12 homes')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchAgain).not.toHaveBeenCalled();
});
