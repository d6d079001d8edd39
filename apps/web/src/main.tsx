import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app';
import { createQueryClient } from './lib/query-client';
import { routes } from './router';
import './styles.css';

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
  <StrictMode>
    <AppRoot router={router} queryClient={queryClient} />
  </StrictMode>,
);
