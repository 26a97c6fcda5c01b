/**
 * The floor page of `pnpm bench:web` (issue 23, "Where the floor is"): the parts of our pages
 * (a header, a hero picture, an h1, text, six card pictures, a footer) and nothing of ours
 * beyond them, rendered with React, react-router and TanStack Query and hydrated. Its Total
 * Blocking Time, measured in the same run as the site's pages, is what the framework itself
 * costs on this machine; each route's TBT is reported as a ratio to it.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, type RouteObject } from 'react-router';

/** What the page shows; the HTML carries it and the client's query starts from it. */
interface FloorData {
  title: string;
  paragraphs: string[];
  cards: { title: string; text: string }[];
}

const floorData: FloorData = {
  title: 'Gorilla trekking and wildlife safaris in Uganda',
  paragraphs: Array.from(
    { length: 4 },
    (_, index) =>
      `Paragraph ${index + 1}. Track mountain gorillas in Bwindi, cruise the Kazinga Channel, and watch tree-climbing lions in Ishasha with a guide who knows every trail. Lodges are chosen for their views and their kitchens, and every day is planned around the animals rather than the clock.`,
  ),
  cards: Array.from({ length: 6 }, (_, index) => ({
    title: `Safari ${index + 1}`,
    text: 'Five days in the forest and on the savannah, with a driver-guide, park fees and full board.',
  })),
};

const floorQueryKey = ['floor'] as const;

function Page() {
  const { data } = useQuery({
    queryKey: floorQueryKey,
    queryFn: () => Promise.resolve(floorData),
    initialData: floorData,
    staleTime: Infinity,
  });
  return (
    <>
      <header className="header">
        <Link to="/" className="brand">
          Tembo floor
        </Link>
        <nav aria-label="Main">
          <ul className="nav">
            {['About', 'Safaris', 'Destinations', 'Gallery', 'Contact'].map((label) => (
              <li key={label}>
                <Link to="/">{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="main">
        <img
          className="hero"
          src="/hero-1280.webp"
          alt="A gorilla in the forest"
          width={1280}
          height={800}
          fetchPriority="high"
        />
        <h1>{data.title}</h1>
        {data.paragraphs.map((text) => (
          <p key={text.slice(0, 12)}>{text}</p>
        ))}
        <ul className="cards">
          {data.cards.map((card, index) => (
            <li key={card.title} className="card">
              <img src={`/card-${index + 1}.webp`} alt="" width={640} height={400} loading="lazy" />
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="footer">
        <p>A floor page, for the bench only.</p>
      </footer>
    </>
  );
}

export const floorRoutes: RouteObject[] = [{ path: '/', element: <Page /> }];

/** The providers around the router, the same on the server and in the browser. */
export function FloorProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
