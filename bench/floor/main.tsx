/**
 * The "floor" of the web benchmark (scripts/bench-web.ts, README "Web performance"): a bare app
 * of the product's stack (React, Redux Toolkit with RTK Query, react-redux, react-router,
 * react-intl, universal-cookie), built by the product's webpack setup (./webpack.config.js) and
 * served by the same server, client-rendered. It shows the first catalogue page, a course or an
 * event from the same API: what any app of this stack pays before its own features.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defineMessages, IntlProvider, useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router';
import Cookies from 'universal-cookie';

interface Named {
  id: number;
  name: string;
  image?: string | null;
}

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    catalogue: build.query<{ results: Named[] }, void>({
      query: () => ({ url: '/media/search/', params: { type: 'all', page: 1, page_size: 12 } }),
    }),
    course: build.query<Named, string>({ query: (id) => `/courses/${id}/` }),
    event: build.query<Named, string>({ query: (id) => `/events/${id}/` }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

const messages = defineMessages({
  title: { id: 'floor.title', defaultMessage: 'Learning' },
  loading: { id: 'floor.loading', defaultMessage: 'Loading…' },
});

function Cover({ item }: { item: Named }) {
  return item.image ? <img src={item.image} alt="" width={1280} height={720} /> : null;
}

function List() {
  const intl = useIntl();
  const { data } = api.useCatalogueQuery();
  return (
    <main>
      <h1>{intl.formatMessage(messages.title)}</h1>
      {!data && <p>{intl.formatMessage(messages.loading)}</p>}
      <ul>
        {data?.results.map((item) => (
          <li key={item.id}>
            <Cover item={item} />
            <Link to={`/education/course/${item.id}`}>{item.name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function Detail({ kind }: { kind: 'course' | 'event' }) {
  const id = useParams().id ?? '';
  const course = api.useCourseQuery(id, { skip: kind !== 'course' });
  const event = api.useEventQuery(id, { skip: kind !== 'event' });
  const data = kind === 'course' ? course.data : event.data;
  return (
    <main>
      <h1>{data?.name ?? '…'}</h1>
      {data && <Cover item={data} />}
    </main>
  );
}

// A cookie read, as the product reads its session at startup.
const locale = new Cookies(null).get<string | undefined>('locale') ?? 'en';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en" messages={{}}>
        <BrowserRouter>
          <Routes>
            <Route path="/education/course/:id" element={<Detail kind="course" />} />
            <Route path="/events/:type/:id" element={<Detail kind="event" />} />
            <Route path="*" element={<List />} />
          </Routes>
        </BrowserRouter>
      </IntlProvider>
    </Provider>
  </StrictMode>,
);
