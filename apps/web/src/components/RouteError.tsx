import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** Route error boundary: a screen that fails to load or render shows /500's page, not a blank one. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  const chunk = error instanceof Error && /dynamically imported module|Importing a module script|carregar a tela/i.test(error.message);
  if (chunk) {
    return (
      <ErrorPage
        status={500}
        subTitle="Não foi possível carregar a tela. Verifique a conexão e recarregue a página."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recarregar
          </Button>
        }
      />
    );
  }
  console.error(error);
  return <ErrorPage status={500} />;
}
