import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { BUSCA_NAS_OPCOES } from './components/fields/busca-opcoes';
import './lib/dates';
import { FeedbackBridge } from './lib/feedback';
import { setNavigator } from './lib/navigation';
import { theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** pt-BR everywhere (spec 000 §9): antd's locale for components, dayjs's (lib/dates) for format(). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={theme} select={{ showSearch: BUSCA_NAS_OPCOES }}>
      <AntApp notification={{ placement: 'topRight', showProgress: true }}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function AppRoot({ router, queryClient }: { router: Router; queryClient: QueryClient }) {
  setNavigator((to, options) => router.navigate(to, options));
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
